// Callgrind's client requests are macros (inline assembly that valgrind
// recognises; outside valgrind they do nothing), so Swift cannot call them:
// these two functions wrap the ones the instruction counter needs.
#ifndef CCALLGRIND_H
#define CCALLGRIND_H

/// Starts instrumenting (run with `--instr-atstart=no`) and zeroes the counts: what follows is counted.
void ccallgrind_start_counting(void);

/// Stops instrumenting: nothing after this is counted.
void ccallgrind_stop_counting(void);

/// Whether the process runs under valgrind.
int ccallgrind_is_running_on_valgrind(void);

#endif
