// What Swift cannot do with libpng on its own.
//
// Writing uses libpng's simplified `png_image` API, declared in <png.h>; only
// its function-like macros and message buffer need wrapping. An animated PNG's
// later frames are compressed by zlib directly (libpng has no API for them),
// through `deflateInit2`, a macro too. Reading uses the
// sequential API, which reports errors by longjmp: every call that can fail
// is wrapped below in a function that sets the jump target and turns a
// failure into a 0 return, so a longjmp never crosses a Swift frame. Bytes
// come from memory through a C read callback for the same reason.
#ifndef CPNG_H
#define CPNG_H

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <string.h>

// MARK: - Writing (simplified API)

/// The in-memory layout Canvas writes: 8-bit R, G, B, A, straight alpha.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/// libpng's NUL-terminated description of the last warning or error.
static inline const char *CPNG_image_message(const png_image *image) {
    return image->message;
}

/// An upper bound on the size of the PNG file `image` encodes to (libpng's
/// `PNG_IMAGE_PNG_SIZE_MAX`), so one call to `png_image_write_to_memory` suffices.
static inline size_t CPNG_image_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}

// MARK: - Compressing image data (zlib)

/// Compresses `count` bytes from `input` into `output` (room for `*output_count`
/// bytes) as one zlib stream at `level`, with zlib's default window, memory and
/// strategy; sets `*output_count` to the bytes written. Returns 1 on success, 0
/// if zlib failed or `output` was too small (`compressBound(count)` never is).
static inline int CPNG_deflate(const unsigned char *input, size_t count, unsigned char *output, size_t *output_count, int level) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (count > 0xFFFFFFFFu || *output_count > 0xFFFFFFFFu) return 0;
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)count;
    stream.next_out = output;
    stream.avail_out = (uInt)*output_count;
    int result = deflate(&stream, Z_FINISH);
    *output_count = stream.total_out;
    deflateEnd(&stream);
    return result == Z_STREAM_END;
}

// MARK: - Reading (sequential API)

/// The bytes libpng reads, how far it has read, and its last error message.
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    char message[128];
} CPNG_source;

static inline void CPNG_read_bytes(png_structp png, png_bytep out, size_t length) {
    CPNG_source *source = (CPNG_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "truncated data");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static inline void CPNG_keep_error(png_structp png, png_const_charp message) {
    CPNG_source *source = (CPNG_source *)png_get_error_ptr(png);
    strncpy(source->message, message, sizeof source->message - 1);
    source->message[sizeof source->message - 1] = 0;
    png_longjmp(png, 1);
}

/// Warnings (an unknown chunk, a benign CRC error in an ancillary chunk) are not errors: drop them.
static inline void CPNG_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// A read struct that reads from `source` and keeps its errors there; NULL if libpng is unusable.
static inline png_structp CPNG_create_reader(CPNG_source *source) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, CPNG_keep_error, CPNG_ignore_warning);
    if (png) png_set_read_fn(png, source, CPNG_read_bytes);
    return png;
}

/// Each returns 1 on success, 0 after libpng reported an error (the message is in the source).
#define CPNG_GUARDED(png, call) \
    if (setjmp(png_jmpbuf(png))) return 0; \
    call; \
    return 1;

__attribute__((noinline)) static int CPNG_read_info(png_structp png, png_infop info) {
    CPNG_GUARDED(png, png_read_info(png, info))
}

__attribute__((noinline)) static int CPNG_read_row(png_structp png, png_bytep row) {
    CPNG_GUARDED(png, png_read_row(png, row, NULL))
}

__attribute__((noinline)) static int CPNG_read_end(png_structp png) {
    CPNG_GUARDED(png, png_read_end(png, NULL))
}

#endif
