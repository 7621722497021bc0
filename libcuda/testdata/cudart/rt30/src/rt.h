// rt.h: rt30's helpers on top of check.h. PROBE(call) prints what a call
// returned without judging it: the answer is the H200's to give (the probe
// records it); cudasim's is compared once a golden exists. DATA(name, n, bad)
// prints a comparison of n values of which bad differ, and counts a failure.
#pragma once
#include "check.h"

#define PROBE(call) printf("probe: %-37s -> %s\n", #call, cudaGetErrorName(call))

static void data(const char *name, size_t n, size_t bad) {
  printf("%-44s    %zu values, %zu differ\n", name, n, bad);
  if (bad) failures++;
}

// FAILS(call, err) expects err from the call and then from cudaGetLastError
// (a failed call's error is the last error until read; not sticky).
#define FAILS(call, err)                 \
  do {                                   \
    EXPECT(call, err);                   \
    EXPECT(cudaGetLastError(), err);     \
  } while (0)
