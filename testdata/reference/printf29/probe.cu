// printf29-c: the H200's device printf of one conversion of one argument, for each case of
// cases.txt ("KIND\tVALUE\tFORMAT": sim/printf_glibc_test.go's printfCase), and the host C
// library's printf of the same (testdata/reference/printf29/README.md). Each case's format is
// framed: "\x02N\x03FORMAT\x04\n" with N its line number from 0. The device's output goes to
// stdout, the host's to the file named by the second argument.
//   probe cases.txt host.out > h200.out
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                                  \
  do {                                                                            \
    cudaError_t e_ = (x);                                                         \
    if (e_ != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e_)); \
      exit(1);                                                                    \
    }                                                                             \
  } while (0)

__global__ void cases(const char *fmts, const int *fo, const char *kinds, const unsigned long long *vals,
                      const char *strs, const int *so, int lo, int hi) {
  for (int i = lo; i < hi; i++) {
    const char *f = fmts + fo[i];
    unsigned long long v = vals[i];
    switch (kinds[i]) {
    case 'i': printf(f, (int)v); break;
    case 'l': printf(f, (long long)v); break;
    case 'd': printf(f, __longlong_as_double((long long)v)); break;
    case 'p': printf(f, (void *)v); break;
    case 's': printf(f, so[i] < 0 ? (const char *)0 : strs + so[i]); break;
    }
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: probe cases.txt host.out\n");
    return 2;
  }
  FILE *in = fopen(argv[1], "r"), *host = fopen(argv[2], "w");
  if (!in || !host) {
    perror("open");
    return 2;
  }
  std::string fmts, strs;
  std::vector<int> fo, so;
  std::vector<char> kinds;
  std::vector<unsigned long long> vals;
  static char line[1 << 16];
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\n")] = 0;
    char *value = strchr(line, '\t'), *format = value ? strchr(value + 1, '\t') : NULL;
    if (!format) {
      fprintf(stderr, "bad line %zu\n", kinds.size());
      return 2;
    }
    *value++ = 0;
    *format++ = 0;
    char frame[1 << 12];
    snprintf(frame, sizeof frame, "\x02%zu\x03%s\x04\n", kinds.size(), format);
    unsigned long long v = line[0] == 's' ? 0 : strtoull(value, NULL, 16);
    double d;
    memcpy(&d, &v, sizeof d);
    int off = -1;
    std::string s;
    if (line[0] == 's' && strcmp(value, "-") != 0) {
      for (size_t i = 0; value[i] && value[i + 1]; i += 2) {
        unsigned b;
        sscanf(value + i, "%2x", &b);
        s += (char)b;
      }
      off = (int)strs.size();
      strs += s;
      strs += '\0';
    }
    switch (line[0]) {
    case 'i': fprintf(host, frame, (int)v); break;
    case 'l': fprintf(host, frame, (long long)v); break;
    case 'd': fprintf(host, frame, d); break;
    case 'p': fprintf(host, frame, (void *)v); break;
    case 's': fprintf(host, frame, off < 0 ? (const char *)0 : s.c_str()); break;
    default: fprintf(stderr, "bad kind %c\n", line[0]); return 2;
    }
    fo.push_back((int)fmts.size());
    fmts += frame;
    fmts += '\0';
    so.push_back(off);
    kinds.push_back(line[0]);
    vals.push_back(v);
  }
  fclose(host);
  int n = (int)kinds.size();
  strs += '\0';
  CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 64 << 20));
  char *dfmts, *dkinds, *dstrs;
  int *dfo, *dso;
  unsigned long long *dvals;
  CHECK(cudaMalloc(&dfmts, fmts.size()));
  CHECK(cudaMalloc(&dstrs, strs.size()));
  CHECK(cudaMalloc(&dkinds, n));
  CHECK(cudaMalloc(&dfo, n * sizeof(int)));
  CHECK(cudaMalloc(&dso, n * sizeof(int)));
  CHECK(cudaMalloc(&dvals, n * sizeof(unsigned long long)));
  CHECK(cudaMemcpy(dfmts, fmts.data(), fmts.size(), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dstrs, strs.data(), strs.size(), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dkinds, kinds.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfo, fo.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dso, so.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dvals, vals.data(), n * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  for (int lo = 0; lo < n; lo += 200) {
    cases<<<1, 1>>>(dfmts, dfo, dkinds, dvals, dstrs, dso, lo, lo + 200 < n ? lo + 200 : n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    fflush(stdout);
  }
  fprintf(stderr, "%d cases\n", n);
  return 0;
}
