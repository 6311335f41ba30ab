#!/usr/bin/env python3
"""The floor of measure-latency.py: the least any X client can take.

A bare Xlib window in the default scene's colours, titled like the playground so the measurement
finds it, with Box#1 drawn where the default scene puts it (160 x 110 points centred at
(160, 120)). On each motion of a held button it fills the old place with the background and the
new one with the box, and flushes: no frame loop, no pacing, no rendering beyond two rectangles.
What measure-latency.py reports for it is the time XTest, the X server and the polling read
themselves take; everything the playground adds is above it. Arguments (the playground's) are
ignored.

    make measure-latency      (runs it beside the playground)
"""
from Xlib import X, display

BACKGROUND, BLUE = 0x1C1F26, 0x42A5F5
WIDTH, HEIGHT = 160, 110

dpy = display.Display()
screen = dpy.screen()
window = screen.root.create_window(
    0, 0, 1280, 720, 0, screen.root_depth, X.InputOutput, X.CopyFromParent, background_pixel=BACKGROUND,
    event_mask=X.ExposureMask | X.ButtonPressMask | X.ButtonReleaseMask | X.ButtonMotionMask)
window.set_wm_name("Motion Playground (the measurement's floor)")
window.map()
box_gc, background_gc = window.create_gc(foreground=BLUE), window.create_gc(foreground=BACKGROUND)
x, y, grab = 160 - WIDTH // 2, 120 - HEIGHT // 2, None

while True:
    event = dpy.next_event()
    if event.type == X.Expose:
        window.fill_rectangle(box_gc, x, y, WIDTH, HEIGHT)
        dpy.flush()
    elif event.type == X.ButtonPress:
        grab = (event.event_x - x, event.event_y - y)
    elif event.type == X.ButtonRelease:
        grab = None
    elif event.type == X.MotionNotify and grab:
        window.fill_rectangle(background_gc, x, y, WIDTH, HEIGHT)
        x, y = event.event_x - grab[0], event.event_y - grab[1]
        window.fill_rectangle(box_gc, x, y, WIDTH, HEIGHT)
        dpy.flush()
