// w_printf: device printf against the host's printf: the program sends its
// stdout into a file while one thread prints each format with the same
// arguments the host then formats with snprintf (glibc), reads the file back
// after the synchronization that flushes the device's buffer, and compares
// line by line. Formats: every integer conversion and length modifier, flags
// (- + space # 0), widths and precisions, * widths of integers, %e %f %g %a
// in both cases, %c, %s with precision, %%, infinities and signed zeros.
// Left out, because the H200's printf is not C's there (the suites recorded
// it, sim/printf.go models it): %hhd/%hhu (read as 8 bytes), * precisions
// and * widths of floating conversions (printed as written), %zu/%jd/%td,
// and "%5%" (undefined in C, glibc prints "%"; the H200 printed "%5%" in
// this program's format, which has no arguments: README, session 28).
#include "sw27.h"
#include <unistd.h>
#include <fcntl.h>
#include <string>

// One list of cases, expanded twice: on the device inside printf, on the
// host inside snprintf, so both see exactly the same format and arguments.
#define CASES(P)                                                                                          \
  P("%d|%i|%u|%x|%X|%o\n", -42, 42, 4000000000u, 0xdeadbeefu, 0xabcdefu, 0777u)                          \
  P("%5d|%-5d|%05d|%+d|% d|%+5d|%-+6d|\n", 42, 42, 42, 42, 42, -42, 7)                                   \
  P("%hd|%hu|%hx|%hd\n", (short)-30000, (unsigned short)65535, (unsigned short)0xbeef, 70000)            \
  P("%ld|%lu|%lx|%lld|%llu|%llx|%llo\n", -1234567890123L, 18446744073709551615UL, 0xfedcba9876543210UL, -9223372036854775807LL - 1, 12345678901234567890ULL, 0x0123456789abcdefULL, 01777ULL) \
  P("%#x|%#o|%#X|%#.3x|%.0d|%.5d|%8.3d|\n", 255u, 8u, 0xabcu, 1u, 0, 42, -7)                             \
  P("%f|%.0f|%.1f|%.10f|%12.4f|%-12.4f|%+f|% f|%012.3f\n", 3.14159265358979, 2.5, 0.05, 1.0 / 3, -2.71828, 2.71828, 1.5, 1.5, -3.25) \
  P("%e|%E|%.0e|%.3e|%15.6e|%-15.2E|\n", 123456.789, 0.000123, 5e10, -1e-300, 6.02214076e23, 1.602e-19) \
  P("%g|%G|%g|%g|%.3g|%.10g|%#g|%g|%g\n", 100000.0, 1e-5, 123456789.0, 0.0001, 3.14159, 2.0 / 3, 1.0, 1e100, 1e-310) \
  P("%a|%A|%.2a|%a|%a\n", 1.0, -0.1, 3.14159, 2.2250738585072014e-308, 1.7976931348623157e308)         \
  P("%f|%f|%e|%g|%f|%F|%E\n", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0, -0.0, -0.0, 1.0 / 0.0, -1.0 / 0.0)       \
  P("%c%c%c|%5c|%-3c|\n", 'a', 'B', '7', 'x', 'y')                                                       \
  P("%s|%10s|%-10s|%.3s|%8.2s|%s\n", "hello", "right", "left", "truncate", "ab", "")                   \
  P("%*d|%-*d|%*x|%*d|\n", 6, 42, 6, 42, -8, 255u, 3, 12345)                                            \
  P("%%|100%%\n")                                                                                       \
  P("%d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)                     \
  P("%f %f %f %f %f %f %f %f\n", 0.5, 1.5, 2.5, 3.5, -0.5, 0.125, 1e15, 123.456)                          \
  P("%.0f|%.0f|%.0f|%.0f|%.1f|%.2f\n", 0.5, 1.5, 2.5, -0.5, 0.25, 1.005)                                 \
  P("%lld|%d|%u|%x\n", 0LL, 0, 0u, 0u)                                                                   \
  P("[%s] [%d]\n", "mixed", -1)                                                                         \
  P("%.15g|%.17g|%.20e\n", 0.1, 0.1, 1.0 / 3)

__global__ void kernel(float f) {
#define DEV(...) printf(__VA_ARGS__);
  CASES(DEV)
  printf("%f|%e|%g|%a\n", f, f, f, f);  // a float is promoted to double, as on the host
  printf("%f|%.3f\n", (double)f * 2, (double)(-f));
}

int main() {
  float f = 1.1f;
  std::string want;
  char buf[512];
#define HOST(...) snprintf(buf, sizeof buf, __VA_ARGS__), want += buf;
  CASES(HOST)
  HOST("%f|%e|%g|%a\n", (double)f, (double)f, (double)f, (double)f)
  HOST("%f|%.3f\n", (double)f * 2, (double)(-f))
  char path[] = "/tmp/w_printf.XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) {
    printf("mkstemp failed\n");
    return 1;
  }
  CK(cudaFree(0));  // the runtime's and driver's start-up output, if any, goes to the real stdout
  fflush(stdout);
  int saved = dup(1);
  dup2(fd, 1);
  kernel<<<1, 1>>>(f);
  cudaError_t e = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  printf("kernel and synchronize: %s\n", cudaGetErrorName(e));
  std::string got;
  lseek(fd, 0, SEEK_SET);
  ssize_t k;
  while ((k = read(fd, buf, sizeof buf)) > 0) got.append(buf, (size_t)k);
  close(fd);
  unlink(path);
  // compare line by line
  size_t gi = 0, wi = 0;
  int line = 0, bad = 0;
  while (gi < got.size() || wi < want.size()) {
    size_t ge = got.find('\n', gi), we = want.find('\n', wi);
    std::string g = got.substr(gi, ge == std::string::npos ? std::string::npos : ge - gi);
    std::string w = want.substr(wi, we == std::string::npos ? std::string::npos : we - wi);
    line++;
    if (g != w) {
      if (bad < 8) printf("line %d:\n  device: %s\n  host:   %s\n", line, g.c_str(), w.c_str());
      bad++;
    }
    gi = ge == std::string::npos ? got.size() : ge + 1;
    wi = we == std::string::npos ? want.size() : we + 1;
  }
  printf("%d lines, %d differ\n", line, bad);
  check(e == cudaSuccess && bad == 0, "device printf equals the host's");
  return finish();
}
