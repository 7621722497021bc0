// r_reset (probe res33b-c): where r_fifo2, built by nvcc 13.0, stopped on the H100 (session 33's
// rt30-c: "exit 124" after "FIFO after launching that graph", before the next case's
// cudaDeviceReset printed; the nvcc 11.8 build ran on). Each case is one process: it starts
// like r_fifo2's cases (a fresh primary context, FIFO 2 MiB, heap 16 MiB), does the graph case or
// a part of it, then prints "resetting" before cudaDeviceReset and, after it, a cudaMalloc in the
// new context. A case that hangs ends at its last line.
#include "fifo.h"
#include <cstring>

__global__ void printer(int n) {
  if (n > 0) printf("n %d\n", n);
}
__global__ void plain(int *p) { *p = 1; }

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  bool printing = strcmp(c, "graph-plain") != 0, limits = strcmp(c, "graph-nolimit") != 0;
  bool launch = strcmp(c, "graph-unlaunched") != 0, destroy = strcmp(c, "graph-destroyed") == 0;
  int *d = fresh();
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  if (!strcmp(c, "stream")) {
    printer<<<1, 1, 0, s>>>(0);
    OK(cudaStreamSynchronize(s));
  } else if (!strncmp(c, "graph", 5)) {
    cudaGraph_t g;
    cudaGraphExec_t ge;
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    if (printing)
      printer<<<1, 1, 0, s>>>(0);
    else
      plain<<<1, 1, 0, s>>>(d);
    OK(cudaStreamEndCapture(s, &g));
    OK(instantiate(&ge, g));
    if (limits) fifoAfter("capturing and instantiating the graph");
    if (launch) {
      OK(cudaGraphLaunch(ge, s));
      OK(cudaStreamSynchronize(s));
      if (limits) fifoAfter("launching that graph");
    }
    if (destroy) {
      OK(cudaGraphExecDestroy(ge));
      OK(cudaGraphDestroy(g));
      OK(cudaStreamDestroy(s));
    }
  } else {
    printf("cases: stream graph graph-nolimit graph-unlaunched graph-destroyed graph-plain\n");
    return 2;
  }
  printf("resetting\n");
  OK(cudaDeviceReset());
  OK(cudaMalloc(&d, sizeof(int)));
  return finish();
}
