// s_printf_fifo: what device printf keeps when its FIFO fills: with
// cudaLimitPrintfFifoSize at its smallest, one thread prints more lines
// than fit (records of 0, 1, 2, 4 and 8 arguments of int, double and
// string), the lines that came out are counted (stdout redirected to a
// file around each kernel), and the limit read back; then 256 threads print
// 40 lines each. The counts measure each record's share of the FIFO.
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <fcntl.h>
#include "check.h"

__global__ void lines(int kind, int n) {
  for (int i = 0; i < n; i++) {
    switch (kind) {
    case 0: printf("L\n"); break;
    case 1: printf("L %d\n", i); break;
    case 2: printf("L %d %d\n", i, i + 1); break;
    case 3: printf("L %d %d %d %d\n", i, i, i, i); break;
    case 4: printf("L %f %f %f %f %f %f %f %f\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, (double)i); break;
    case 5: printf("L %s %d\n", "abcdefghijklmnopqrstuvwxyz", i); break;
    case 6: printf("L %lld %lld\n", (long long)i, (long long)i << 40); break;
    case 7: printf("L a longer format string that takes room of its own but has no arguments at all\n"); break;
    }
  }
}
__global__ void many(int per) {
  for (int i = 0; i < per; i++) printf("T %d %d\n", threadIdx.x, i);
}

// counted runs the launch with stdout in a file and returns how many lines
// came out; first and last get the first and last line.
template <typename F> static int counted(F launch, char *first, char *last) {
  fflush(stdout);
  char path[] = "/tmp/fifoXXXXXX";
  int fd = mkstemp(path);
  int saved = dup(1);
  dup2(fd, 1);
  launch();
  cudaError_t e = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  lseek(fd, 0, SEEK_SET);
  FILE *f = fdopen(fd, "r");
  int n = 0;
  char line[512];
  first[0] = last[0] = 0;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    if (!n) strcpy(first, line);
    strcpy(last, line);
    n++;
  }
  fclose(f);
  unlink(path);
  if (e != cudaSuccess) printf("synchronize: %s\n", cudaGetErrorName(e));
  return n;
}

int main() {
  size_t lim = 0;
  OK(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize));
  printf("default FIFO %zu\n", lim);
  OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1));
  OK(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize));
  printf("FIFO after asking for 1 byte: %zu\n", lim);
  char first[512], last[512];
  const int n = 40000;
  for (int kind = 0; kind < 8; kind++) {
    int got = counted([&] { lines<<<1, 1>>>(kind, n); }, first, last);
    printf("kind %d: %d of %d lines; last \"%s\"\n", kind, got, n, last);
  }
  int got = counted([&] { many<<<1, 256>>>(40); }, first, last);
  printf("256 threads x 40: %d lines\n", got);
  // a second kernel after an overflow prints again
  got = counted([&] { lines<<<1, 1>>>(1, 10); }, first, last);
  printf("after overflow, 10 lines: %d; last \"%s\"\n", got, last);
  // the limit after kernels used printf
  SHOW(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
  OK(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize));
  printf("FIFO after asking for 4 MiB: %zu\n", lim);
  got = counted([&] { lines<<<1, 1>>>(1, n); }, first, last);
  printf("kind 1 again: %d of %d lines\n", got, n);
  return finish();
}
