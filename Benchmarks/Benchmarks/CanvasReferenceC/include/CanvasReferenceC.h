// The "practical limit" baseline for CanvasBenchmarks: a plain, optimised C
// loop that fills integer rectangles into a 32-bit RGBA buffer, opaque or
// blended source-over with premultiplied alpha. It uses the same arithmetic as
// Canvas (pixman's two-channels-per-word trick, rounded division by 255), so
// both produce the same bytes and the benchmark compares like with like.
#ifndef CANVAS_REFERENCE_C_H
#define CANVAS_REFERENCE_C_H

#include <stdint.h>

/// One rectangle of a benchmark frame: integer position and size, premultiplied colour.
typedef struct {
    int32_t x, y, width, height;
    uint32_t color;
} CanvasRefRect;

/// Clears `width` × `height` pixels to `background`, then fills each rectangle
/// (clamped to the buffer). With `blend` 0 it stores the colour; with 1 it
/// blends it source-over one pixel at a time (32-bit scalar maths, which the
/// compiler vectorises as it can); with 2 it blends four pixels at a time in
/// 16-bit lanes written with the GCC/Clang vector extension.
void canvas_ref_frame(uint32_t *pixels, int32_t width, int32_t height, uint32_t background,
                      const CanvasRefRect *rects, int32_t count, int32_t blend);

#endif
