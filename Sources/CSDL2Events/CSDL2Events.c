#include "CSDL2Events.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

uint32_t CSDL2Events_x11PointerTime(const void *event) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *sdl = (const SDL_Event *)event;
    if (sdl->type != SDL_SYSWMEVENT || sdl->syswm.msg == NULL || sdl->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    const XEvent *x = &sdl->syswm.msg->msg.x11.event;
    switch (x->type) {
    case MotionNotify: return (uint32_t)x->xmotion.time;
    case ButtonPress:
    case ButtonRelease: return (uint32_t)x->xbutton.time;
    default: return 0;
    }
#else
    (void)event;
    return 0;
#endif
}
