// e_check.h: helpers of the error-path programs (e_*), on top of check.h.
//
// Each e_ program is a list of cases, and each case runs in a child process
// forked before the parent touches CUDA: a case that breaks its context (a
// fault), or that the real driver answers by crashing, ends only itself,
// and every case starts from a fresh process as a test binary does. The
// parent prints how each child ended.
#pragma once
#include <csignal>
#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

// step prints what a call returned, by name and string, and what
// cudaPeekAtLastError and then cudaGetLastError answer right after it.
static cudaError_t step(const char *what, cudaError_t e) {
  cudaError_t peek = cudaPeekAtLastError();
  cudaError_t last = cudaGetLastError();
  printf("%-58s -> %s \"%s\" | peek %s last %s\n", what, cudaGetErrorName(e), cudaGetErrorString(e),
         cudaGetErrorName(peek), cudaGetErrorName(last));
  return e;
}

// STEP(call) prints the call's text, its result and the last error after it.
#define STEP(call) step(#call, (call))

// LAUNCH(kernel<<<...>>>(args)) launches and prints what cudaPeekAtLastError
// answers twice, then cudaGetLastError twice: a launch has no result of
// its own.
#define LAUNCH(...)                                                                                       \
  do {                                                                                                    \
    __VA_ARGS__;                                                                                          \
    cudaError_t p1 = cudaPeekAtLastError(), p2 = cudaPeekAtLastError();                                   \
    cudaError_t l1 = cudaGetLastError(), l2 = cudaGetLastError();                                         \
    printf("%-58s -> peek %s peek %s last %s last %s \"%s\"\n", #__VA_ARGS__, cudaGetErrorName(p1),       \
           cudaGetErrorName(p2), cudaGetErrorName(l1), cudaGetErrorName(l2), cudaGetErrorString(l1));     \
  } while (0)

// runCase runs f in a forked child, bounded by 10 s, and prints how the
// child ended: its exit status, or the signal that ended it (a crash of
// the driver, or the bound).
static void runCase(const char *name, void (*f)()) {
  printf("== %s\n", name);
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(10);
    f();
    fflush(stdout);
    exit(0);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  if (WIFSIGNALED(st))
    printf("== %s: ended by signal %d\n", name, WTERMSIG(st));
  else
    printf("== %s: exit %d\n", name, WEXITSTATUS(st));
}

// CASE(f) runs the function f as a case named after it.
#define CASE(f) runCase(#f, f)
