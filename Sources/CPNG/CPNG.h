// The few pieces of libpng's simplified `png_image` API that Swift cannot
// import directly: function-like macros and the fixed-size message buffer.
// Everything else (png_image, png_image_begin_read_from_memory,
// png_image_finish_read, png_image_write_to_memory, png_image_free) is used
// from Swift as declared in <png.h>.
#ifndef CPNG_H
#define CPNG_H

#include <png.h>

/// The in-memory layout Canvas reads and writes: 8-bit R, G, B, A, straight alpha.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/// Whether the last operation on `image` failed (PNG_IMAGE_FAILED).
static inline int CPNG_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/// libpng's NUL-terminated description of the last warning or error.
static inline const char *CPNG_image_message(const png_image *image) {
    return image->message;
}

#endif
