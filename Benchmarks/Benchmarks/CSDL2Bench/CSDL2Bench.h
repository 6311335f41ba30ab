// SDL2 for the benchmark package only: CanvasBenchmarks measures SDL's own
// software fill and blend paths as a reference. The library never imports SDL.
#ifndef CSDL2_BENCH_H
#define CSDL2_BENCH_H
#include <SDL2/SDL.h>
#endif
