// s_mandel: Mandelbrot in double (160 x 128, up to 600 iterations, with
// the smooth colouring's log2(log(|z|))) and Julia in float with fmaf (160
// x 128, up to 300). Iteration counts and final values hashed.
#include "k25.h"

constexpr int W = 160, H = 128;

__global__ void mandel(int *iters, double *smooth) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  double cr = -2.2 + 3.0 * x / W, ci = -1.2 + 2.4 * y / H, zr = 0, zi = 0;
  int n = 0;
  while (n < 600 && zr * zr + zi * zi <= 256.0) {
    double t = zr * zr - zi * zi + cr;
    zi = 2 * zr * zi + ci;
    zr = t;
    n++;
  }
  iters[y * W + x] = n;
  smooth[y * W + x] = n < 600 ? n + 1 - log2(log(sqrt(zr * zr + zi * zi))) : 0.0;
}

__global__ void julia(int *iters, float *last, float cr, float ci) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float zr = -1.6f + 3.2f * x / W, zi = -1.2f + 2.4f * y / H;
  int n = 0;
  while (n < 300 && fmaf(zr, zr, zi * zi) <= 4.0f) {
    float t = fmaf(zr, zr, fmaf(-zi, zi, cr));
    zi = fmaf(2.0f * zr, zi, ci);
    zr = t;
    n++;
  }
  iters[y * W + x] = n;
  last[y * W + x] = hypotf(zr, zi);
}

int main() {
  std::vector<int> it(W * H);
  std::vector<double> sm(W * H);
  std::vector<float> last(W * H);
  int *di;
  double *ds;
  float *dl;
  REQUIRE(cudaMalloc(&di, W * H * 4));
  REQUIRE(cudaMalloc(&ds, W * H * 8));
  REQUIRE(cudaMalloc(&dl, W * H * 4));
  dim3 grid(W / 16, H / 16), block(16, 16);
  timed([&] { mandel<<<grid, block>>>(di, ds); });
  OK(cudaMemcpy(it.data(), di, W * H * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(sm.data(), ds, W * H * 8, cudaMemcpyDeviceToHost));
  long long total = 0;
  for (int v : it) total += v;
  printf("mandelbrot iterations %lld\n", total);
  printHash("mandelbrot counts", it);
  printHash("mandelbrot smooth", sm);
  printDoubles("  row 64", &sm[64 * W + 40], 3);
  timed([&] { julia<<<grid, block>>>(di, dl, -0.8f, 0.156f); });
  OK(cudaMemcpy(it.data(), di, W * H * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(last.data(), dl, W * H * 4, cudaMemcpyDeviceToHost));
  printHash("julia counts", it);
  printHash("julia last |z|", last);
  return done();
}
