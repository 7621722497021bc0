/* digest FAMILY OUTBIN WORDBYTES SLOTS BLOCK < functions.txt: gen.py's digest on a machine
 * without Python: for each function of FAMILY, the FNV-1a 64 of its words a block of BLOCK
 * inputs, slot by slot (FAMILY.digests' format). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  if (argc != 6) { fprintf(stderr, "usage: digest FAMILY OUTBIN WORDBYTES SLOTS BLOCK < functions.txt\n"); return 2; }
  const char *fam = argv[1];
  long size = atol(argv[3]), slots = atol(argv[4]), block = atol(argv[5]);
  FILE *f = fopen(argv[2], "rb");
  if (!f) { perror(argv[2]); return 1; }
  fseek(f, 0, SEEK_END); long len = ftell(f); fseek(f, 0, SEEK_SET);
  unsigned char *d = malloc(len);
  if (fread(d, 1, len, f) != (size_t)len) { perror("read"); return 1; }
  printf("# %s: FNV-1a 64 of each function's words a block of %ld inputs (gen.py digest)\n", fam, block);
  char line[512], kfam[64], kern[128], name[128], ar[16];
  long slot, n;
  while (fgets(line, sizeof line, stdin)) {
    if (sscanf(line, "%63s %127s %ld %127s %15s %ld", kfam, kern, &slot, name, ar, &n) != 6 || strcmp(kfam, fam)) continue;
    printf("%s %s", kern, name);
    for (long b0 = 0; b0 < n; b0 += block) {
      uint64_t h = 0xcbf29ce484222325ULL;
      for (long s = 0; s < slots; s++) {
        long at = ((slot + s) * n + b0) * size;
        for (long i = 0; i < block * size && at + i < len; i++) h = (h ^ d[at + i]) * 0x100000001b3ULL;
      }
      printf(" %016llx", (unsigned long long)h);
    }
    printf("\n");
  }
  return 0;
}
