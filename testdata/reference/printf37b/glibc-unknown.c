// glibc-unknown.c: how the C library (glibc) prints a conversion it does not know, which the
// host of a device printf hands it inside a chunk (sim's putUnknown). Built and run with
// `gcc -w -o g glibc-unknown.c && ./g > glibc-unknown.out` on cudasim's development machine
// (Debian 12, glibc 2.36).
#include <stdio.h>
int main(void) {
  const char *fl = "-+ #0";
  char f[64], o[64];
  for (int m = 0; m < 32; m++) { // every set of flags, with and without a width
    char s[8];
    int n = 0;
    for (int b = 0; b < 5; b++)
      if (m >> b & 1) s[n++] = fl[b];
    s[n] = 0;
    snprintf(f, sizeof f, "%%%s5k", s);
    snprintf(o, sizeof o, f);
    printf("%s -> %s\n", f, o);
    snprintf(f, sizeof f, "%%%sk", s);
    snprintf(o, sizeof o, f);
    printf("%s -> %s\n", f, o);
  }
  printf("[%%*k][%%d] of -5, 7 -> [%*k][%d]\n", -5, 7);
  printf("[%%.*k][%%d] of -1, 7 -> [%.*k][%d]\n", -1, 7);
  printf("[%%.*k][%%d] of 4, 7 -> [%.*k][%d]\n", 4, 7);
  printf("[%%*.*k][%%d] of 3, 2, 7 -> [%*.*k][%d]\n", 3, 2, 7);
  printf("[%%.k][%%.0k][%%5.k] -> [%.k][%.0k][%5.k]\n");
  printf("[%%00005k][%%-05.2hk] -> [%00005k][%-05.2hk]\n");
  printf("[%%hld][%%d] of 70000, 7 -> [%hld][%d]\n", 70000, 7);
  printf("[%%lhd][%%d] of 70000, 7 -> [%lhd][%d]\n", 70000, 7);
  printf("[%%hhhd][%%d] of 5, 7 -> [%hhhd][%d]\n", 5, 7);
  printf("[%%hlld][%%llld][%%hLd] of 5, 7 -> [%hlld][%llld][%hLd][%d]\n", 5, 7);
  printf("[%%qk][%%jk][%%zk][%%tk][%%Lk][%%llk] -> [%qk][%jk][%zk][%tk][%Lk][%llk]\n");
  printf("[%%k][%%d][%%d] of 5, 7, 8 -> [%k][%d][%d]\n", 5, 7, 8);
  return 0;
}
