// faultquery: what queries answer when a kernel's fault becomes the host's.
// A kernel stores to address 0x10 on stream s (argv[1]: "nb" non-blocking,
// "blk" blocking), an event is recorded behind it; the host polls argv[2]
// ("stream": cudaStreamQuery(s), "event": cudaEventQuery(ev)) every 0.2 ms
// until it answers anything but cudaErrorNotReady, and prints that first
// answer, then the same query again, a query of an idle non-blocking stream
// made before the launch, of the other object (event or stream), of stream
// 0, and the last error. cudasim (docs/streams.md) answers the first query
// that finds the work done with the fault since session 32 (before: success
// once); the H200's first answer is what this measures.
#include <cstdio>
#include <cstring>
#include <time.h>

__global__ void bad(int *p) { *p = 1; }

static double now() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  bool nb = !strcmp(argv[1], "nb"), ev = !strcmp(argv[2], "event");
  cudaStream_t s, idle;
  cudaEvent_t e;
  cudaStreamCreateWithFlags(&s, nb ? cudaStreamNonBlocking : cudaStreamDefault);
  cudaStreamCreateWithFlags(&idle, cudaStreamNonBlocking);
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaFree(0);
  double t0 = now();
  bad<<<1, 1, 0, s>>>((int *)0x10);
  cudaEventRecord(e, s);
  auto query = [&] { return ev ? cudaEventQuery(e) : cudaStreamQuery(s); };
  auto other = [&] { return ev ? cudaStreamQuery(s) : cudaEventQuery(e); };
  cudaError_t q = cudaErrorNotReady;
  int polls = 0;
  while (now() - t0 < 5 && (q = query()) == cudaErrorNotReady) {
    polls++;
    struct timespec d = {0, 200000};
    nanosleep(&d, nullptr);
  }
  double t = now() - t0;
  printf("%s %s: first answer %s (%s)\n", argv[1], argv[2], cudaGetErrorName(q), polls ? "after NotReady" : "at once");
  printf("again %s\n", cudaGetErrorName(query()));
  printf("idle stream %s\n", cudaGetErrorName(cudaStreamQuery(idle)));
  printf("%s %s\n", ev ? "stream" : "event", cudaGetErrorName(other()));
  printf("stream 0 %s\n", cudaGetErrorName(cudaStreamQuery(0)));
  printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
  fprintf(stderr, "first answer after %.1f ms, %d polls\n", t * 1e3, polls);
  return 0;
}
