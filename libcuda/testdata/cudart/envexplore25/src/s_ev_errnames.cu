// s_ev_errnames: cudaGetErrorName and cudaGetErrorString of every value
// 0..1000 and a few beyond, one line each (the runtime's own tables: the
// drop-in must not change them).
#include <initializer_list>
#include "check.h"

int main() {
  for (int c = 0; c <= 1000; c++) printf("%d %s | %s\n", c, cudaGetErrorName((cudaError_t)c), cudaGetErrorString((cudaError_t)c));
  for (int c : {-1, 1001, 9999, 10000, 0x7fffffff})
    printf("%d %s | %s\n", c, cudaGetErrorName((cudaError_t)c), cudaGetErrorString((cudaError_t)c));
  return finish();
}
