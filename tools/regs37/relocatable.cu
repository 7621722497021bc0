#include <cub/cub.cuh>
int main() {
  int *in = 0, *out = 0; void *tmp = 0; size_t n = 0;
  cub::DeviceReduce::Sum(tmp, n, in, out, 1 << 20);
  return 0;
}
