// The one thing Swift cannot read from SDL2 safely: the X server's own time
// of a pointer event. SDL2 stamps every event with the time it was pumped
// (once a frame), so all the moves of a frame share one timestamp and the
// velocity fit sees them as simultaneous; the X server's time is when each
// move happened. Reading it needs <X11/Xlib.h>, whose macros (Bool, None,
// Status) must not reach Swift, so it lives in a C file behind this header.
#ifndef CSDL2EVENTS_H
#define CSDL2EVENTS_H

#include <stdint.h>

/// The X server time (milliseconds) of the X event an SDL_SYSWMEVENT wraps,
/// if it is a pointer motion, press or release on X11; 0 otherwise.
/// `event` points to an SDL_Event.
uint32_t CSDL2Events_x11PointerTime(const void *event);

#endif
