// io.h: interop26's helpers beside ../../src/check.h: driver calls shown
// by error name (the programs link -lcuda, as projects mixing the APIs do).
#pragma once
#include <cuda.h>
#include "check.h"

static CUresult showCU(const char *what, CUresult r) {
  const char *n = nullptr;
  if (cuGetErrorName(r, &n) != CUDA_SUCCESS || !n) n = "(unknown CUresult)";
  printf("%-44s -> %s (%d)\n", what, n, (int)r);
  return r;
}
#define CU(call) showCU(#call, (call))
