// s_ev_threads_ptds: s_ev_threads built with --default-stream per-thread
// (stream 0 is each host thread's own stream).
// build: --default-stream per-thread
#include "s_ev_threads.cu"
