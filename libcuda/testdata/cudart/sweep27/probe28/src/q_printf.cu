// q_printf: what the H200's device printf prints for a '%' conversion with
// flags, a width or a precision ("%5%"), with and without arguments before
// and after it (w_printf's "%%|%5%|100%%" printed "%|%5%|100%" when nvcc
// 11.8 built it, s_printf2's "[%5%] [%-5%] [%d]" with 135 printed "[%] [%]
// [135]" when nvcc 13.0 built it); conversions with no argument passed; a
// conversion with two '.'; widths and precisions past INT_MAX (glibc's
// printf fails those with EOVERFLOW); %a of more subnormals. Each case is
// one kernel launch, framed by "== case NAME" and "== end NAME: ERR" lines.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CASE(name, ...)                                                   \
  __global__ void k_##name() { printf(__VA_ARGS__); }                     \
  static void run_##name() {                                              \
    printf("== case %s\n", #name);                                        \
    fflush(stdout);                                                       \
    k_##name<<<1, 1>>>();                                                 \
    cudaError_t e = cudaDeviceSynchronize();                              \
    fflush(stdout);                                                       \
    printf("\n== end %s: %s\n", #name, cudaGetErrorName(e));              \
    fflush(stdout);                                                       \
  }

CASE(pct_alone, "[%5%]\n")
CASE(pct_wprintf, "%%|%5%|100%%\n")
CASE(pct_then_d, "[%5%|%d]\n", 7)
CASE(d_then_pct, "[%d|%5%]\n", 7)
CASE(d_pct_d, "[%d|%5%|%d]\n", 7, 8)
CASE(pct_minus, "[%-5%]\n")
CASE(pct_zero, "[%05%]\n")
CASE(pct_prec, "[%.3%]\n")
CASE(pct_plain_noargs, "[%%]\n")
CASE(lld_then_pct, "[%lld|%5%]\n", 7LL)
CASE(pct_then_s, "[%5%|%s]\n", "str")
CASE(pct_then_f, "[%5%|%f]\n", 1.5)
CASE(two_pct, "[%5%|%3%|%d]\n", 9)
CASE(d_noargs, "[%d]\n")
CASE(x_noargs, "[%5x|%s]\n")
CASE(twodots_d, "[%1.2.3d|%d]\n", 5, 6)
CASE(twodots_noargs, "[%1.2.3d]\n")
CASE(twodots_f, "[%1.2.3f|%d]\n", 1.5, 6)
CASE(w_int_max1, "[%2147483648d|%d]\n", 5, 6)
CASE(w_2p32, "[%4294967296d|%d]\n", 5, 6)
CASE(w_2p32p5, "[%4294967301d|%d]\n", 5, 6)
CASE(p_int_max1, "[%.2147483648d|%d]\n", 5, 6)
CASE(a_huge_then_d, "x[%99999999999999999999a|%d]y\n", 1.0, 6)
CASE(a_int_max1, "x[%2147483648a]y\n", 1.0)
CASE(f_prec_2p32, "x[%.4294967296f]y\n", 1.0)
CASE(s_w_int_max1, "x[%2147483648s]y\n", "s")
CASE(a_subnormals, "%a|%a|%a|%.1a|%.0a|%.12a|%.13a|%.14a|%#a|%+a|% a|%030a|%-30a|%A\n", 4.9406564584124654e-324,
     1.0e-310, 2.2250738585072009e-308, 2.2250738585072009e-308, 2.2250738585072009e-308, 1.0e-310, 1.0e-310,
     1.0e-310, 5e-324, 5e-324, 5e-324, -1.0e-310, -1.0e-310, -3e-320)
CASE(a_round, "%.0a|%.0a|%.0a|%.1a|%.1a|%.2a|%.0a|%.0a\n", 1.5, 2.5, 1.0625, 1.03125, 1.09375, 1.0009765625,
     3.0e-320, 1.1e-308)
CASE(after, "[after %d]\n", 7)

// "q_printf NAME" runs one case (a case that faults ends the process's
// context, so probe.sh runs each in its own process); "q_printf list" lists
// them; no argument runs them all in order.
int main(int argc, char **argv) {
  struct {
    const char *name;
    void (*run)();
  } cases[] = {
      {"pct_alone", run_pct_alone},
      {"pct_wprintf", run_pct_wprintf},
      {"pct_then_d", run_pct_then_d},
      {"d_then_pct", run_d_then_pct},
      {"d_pct_d", run_d_pct_d},
      {"pct_minus", run_pct_minus},
      {"pct_zero", run_pct_zero},
      {"pct_prec", run_pct_prec},
      {"pct_plain_noargs", run_pct_plain_noargs},
      {"lld_then_pct", run_lld_then_pct},
      {"pct_then_s", run_pct_then_s},
      {"pct_then_f", run_pct_then_f},
      {"two_pct", run_two_pct},
      {"d_noargs", run_d_noargs},
      {"x_noargs", run_x_noargs},
      {"twodots_d", run_twodots_d},
      {"twodots_noargs", run_twodots_noargs},
      {"twodots_f", run_twodots_f},
      {"w_int_max1", run_w_int_max1},
      {"w_2p32", run_w_2p32},
      {"w_2p32p5", run_w_2p32p5},
      {"p_int_max1", run_p_int_max1},
      {"a_huge_then_d", run_a_huge_then_d},
      {"a_int_max1", run_a_int_max1},
      {"f_prec_2p32", run_f_prec_2p32},
      {"s_w_int_max1", run_s_w_int_max1},
      {"a_subnormals", run_a_subnormals},
      {"a_round", run_a_round},
      {"after", run_after},
  };
  for (auto &c : cases) {
    if (argc > 1 && !strcmp(argv[1], "list")) printf("%s\n", c.name);
    else if (argc < 2 || !strcmp(argv[1], c.name)) c.run();
  }
  return 0;
}
