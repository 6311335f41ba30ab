#include "CanvasReferenceC.h"

#include <string.h>

/// Eight 16-bit lanes (GCC/Clang vector extension): plain C operators, no intrinsics.
typedef uint16_t u16x8 __attribute__((vector_size(16)));

static inline uint32_t over(uint32_t src, uint32_t dst, uint32_t inverse_alpha) {
    uint32_t rb = (dst & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((dst >> 8) & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return src + (rb | ga);
}

/// Four pixels at a time in 16-bit lanes: the same arithmetic as `over`, with the
/// 16-bit multiplies SSE2 has (the scalar form needs 32-bit ones, which it lacks).
static inline void over_span_vector(uint32_t *row, int32_t count, uint32_t src, uint32_t inverse_alpha) {
    u16x8 inverse = (u16x8){0} + (uint16_t)inverse_alpha, source;
    uint32_t four[4] = {src, src, src, src};
    memcpy(&source, four, 16);
    int32_t x = 0;
    for (; x + 4 <= count; x += 4) {
        u16x8 d;
        memcpy(&d, row + x, 16);
        u16x8 a = (d & 0x00FF) * inverse + 0x80;
        a = (a + (a >> 8)) >> 8;
        u16x8 b = (d >> 8) * inverse + 0x80;
        b = (b + (b >> 8)) & 0xFF00;
        u16x8 out = (a | b) + source;
        memcpy(row + x, &out, 16);
    }
    for (; x < count; x++) row[x] = over(src, row[x], inverse_alpha);
}

void canvas_ref_frame(uint32_t *pixels, int32_t width, int32_t height, uint32_t background,
                      const CanvasRefRect *rects, int32_t count, int32_t blend) {
    int64_t total = (int64_t)width * height;
    for (int64_t i = 0; i < total; i++) pixels[i] = background;

    for (int32_t r = 0; r < count; r++) {
        CanvasRefRect rect = rects[r];
        int32_t x0 = rect.x < 0 ? 0 : rect.x, y0 = rect.y < 0 ? 0 : rect.y;
        int32_t x1 = rect.x + rect.width > width ? width : rect.x + rect.width;
        int32_t y1 = rect.y + rect.height > height ? height : rect.y + rect.height;
        if (x0 >= x1 || y0 >= y1) continue;
        uint32_t src = rect.color, inverse = 255u - (src >> 24);
        for (int32_t y = y0; y < y1; y++) {
            uint32_t *row = pixels + (int64_t)y * width;
            if (!blend || inverse == 0) {
                for (int32_t x = x0; x < x1; x++) row[x] = src;
            } else if (blend == 2) {
                over_span_vector(row + x0, x1 - x0, src, inverse);
            } else {
                for (int32_t x = x0; x < x1; x++) row[x] = over(src, row[x], inverse);
            }
        }
    }
}
