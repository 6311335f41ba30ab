#include "CCallgrind.h"
#include <valgrind/callgrind.h>

void ccallgrind_start_counting(void) {
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
}

void ccallgrind_stop_counting(void) {
    CALLGRIND_STOP_INSTRUMENTATION;
}

int ccallgrind_is_running_on_valgrind(void) {
    return RUNNING_ON_VALGRIND;
}
