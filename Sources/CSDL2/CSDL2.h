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

/// glGetString(GL_RENDERER) of the current OpenGL context (the one an SDL renderer made),
/// looked up through SDL so no OpenGL header or library is needed; NULL without a context.
static inline const char *CSDL2_currentGLRenderer(void) {
    typedef const unsigned char *(*CSDL2_GLGetString)(unsigned int);
    if (!SDL_GL_GetCurrentContext()) return NULL;
    CSDL2_GLGetString getString = (CSDL2_GLGetString)SDL_GL_GetProcAddress("glGetString");
    return getString ? (const char *)getString(0x1F01 /* GL_RENDERER */) : NULL;
}

#endif
