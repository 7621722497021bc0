// ep_main NAMES: cudaGetDriverEntryPointByVersion for every name in the
// file NAMES (cuda.h's entry points, a few suffixed and made-up names) at
// several versions, with each of the three flags, and cudaGetDriverEntryPoint
// with each flag. One line per name: per version the error and query
// result per flag (d default, l legacy stream, p per-thread stream) as
// "error/qr", and whether the pointers found with the three flags are one
// (=), two (2) or three (3) functions, or none (-).
#include <cstring>
#include <string>
#include <vector>
#include "check.h"

static const char *shortErr(cudaError_t e) { return e == cudaSuccess ? "ok" : cudaGetErrorName(e) + 9; }
static void line(const char *name, const char *label, cudaError_t e[3], int qr[3], void *p[3], std::string &out) {
  char buf[256];
  int distinct = 0;
  for (int i = 0; i < 3; i++) {
    if (!p[i]) continue;
    bool seen = false;
    for (int j = 0; j < i; j++) seen |= p[j] == p[i];
    if (!seen) distinct++;
  }
  const char *dc = distinct == 0 ? "-" : distinct == 1 ? "=" : distinct == 2 ? "2" : "3";
  snprintf(buf, sizeof buf, " %s:%s/%d,%s/%d,%s/%d%s", label, shortErr(e[0]), qr[0], shortErr(e[1]), qr[1], shortErr(e[2]), qr[2], dc);
  out += buf;
}

int main(int argc, char **argv) {
  if (argc < 2) { printf("usage: ep_main NAMES\n"); return 2; }
  FILE *f = fopen(argv[1], "r");
  if (!f) { printf("cannot open %s\n", argv[1]); return 2; }
  std::vector<std::string> names;
  char buf[512];
  while (fgets(buf, sizeof buf, f)) {
    buf[strcspn(buf, "\n")] = 0;
    names.push_back(buf);
  }
  fclose(f);
  unsigned long long flags[3] = {cudaEnableDefault, cudaEnableLegacyStream, cudaEnablePerThreadDefaultStream};
  int versions[] = {0, 1000, 11000, 11030, 12000, 12050, 12080, 13000, 13010, 14000};
  OK(cudaFree(0));
  for (auto &n : names) {
    std::string out;
    for (int v : versions) {
      cudaError_t e[3];
      int qr[3];
      void *p[3];
      for (int i = 0; i < 3; i++) {
        p[i] = nullptr;
        cudaDriverEntryPointQueryResult q = (cudaDriverEntryPointQueryResult)77;
        e[i] = cudaGetDriverEntryPointByVersion(n.c_str(), &p[i], v, flags[i], &q);
        qr[i] = (int)q;
      }
      char label[16];
      snprintf(label, sizeof label, "%d", v);
      line(n.c_str(), label, e, qr, p, out);
    }
    cudaError_t e[3];
    int qr[3];
    void *p[3];
    for (int i = 0; i < 3; i++) {
      p[i] = nullptr;
      cudaDriverEntryPointQueryResult q = (cudaDriverEntryPointQueryResult)77;
      e[i] = cudaGetDriverEntryPoint(n.c_str(), &p[i], flags[i], &q);
      qr[i] = (int)q;
    }
    line(n.c_str(), "cur", e, qr, p, out);
    printf("%s%s\n", n.empty() ? "(empty)" : n.c_str(), out.c_str());
  }
  void *p = nullptr;
  SHOW(cudaGetDriverEntryPointByVersion("cuInit", &p, 13000, 7, nullptr));
  SHOW(cudaGetDriverEntryPointByVersion("cuInit", &p, 13000, 3, nullptr));
  SHOW(cudaGetDriverEntryPointByVersion("cuInit", nullptr, 13000, 0, nullptr));
  SHOW(cudaGetDriverEntryPointByVersion(nullptr, &p, 13000, 0, nullptr));
  SHOW(cudaGetDriverEntryPoint("cuInit", &p, 7, nullptr));
  SHOW(cudaGetLastError());
  printf("%zu names\n", names.size());
  return finish();
}
