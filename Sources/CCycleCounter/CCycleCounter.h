// The CPU's cycle counter, read as it is: what the frame profiler times
// performer updates with. `clock_gettime` reads the same counter but orders
// the read after every instruction before it (the vDSO's `rdtsc_ordered`),
// and costs more than twice as much. A header alone, no C file: Swift compiles
// the one inline function itself, so no object of clang's (whose DWARF 5
// valgrind 3.19 cannot read) reaches a binary. Every symbol starts with CCycleCounter_.
#ifndef CCYCLECOUNTER_H
#define CCYCLECOUNTER_H

#include <stdint.h>

/// The CPU's counter (x86-64 RDTSC, arm64 CNTVCT_EL0), read without a fence; 0 on other CPUs.
static inline uint64_t CCycleCounter_read(void) {
#if defined(__x86_64__)
    return __builtin_ia32_rdtsc();
#elif defined(__aarch64__)
    uint64_t value;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(value));
    return value;
#else
    return 0;
#endif
}

#endif
