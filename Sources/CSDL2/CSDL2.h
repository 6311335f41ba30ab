// The SDL2 headers, plus the few values Swift cannot import because SDL
// defines them as function-like macros. Every shim symbol starts with CSDL2_.
#ifndef CSDL2_H
#define CSDL2_H

#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_CENTERED: centre the window on the primary display.
static inline int CSDL2_windowPositionCentered(void) {
    return (int)SDL_WINDOWPOS_CENTERED;
}

/// SDL_BUTTON(button): the mask of a mouse button in SDL_GetMouseState's result.
static inline Uint32 CSDL2_buttonMask(int button) {
    return (Uint32)SDL_BUTTON(button);
}

/// SDL_TOUCH_MOUSEID: the mouse id of mouse events synthesised from touches.
static inline Uint32 CSDL2_touchMouseID(void) {
    return (Uint32)SDL_TOUCH_MOUSEID;
}

#endif
