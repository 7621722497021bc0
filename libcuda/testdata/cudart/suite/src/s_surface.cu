// s_surface: surface objects through the runtime: cudaCreateSurfaceObject
// on arrays made with cudaArraySurfaceLoadStore, surf1Dwrite/read,
// surf2Dwrite/read of int, float2 and uchar4 (byte-addressed x), surf3D,
// surf2DLayered, the boundary modes zero and clamp on reads and writes out
// of range, a texture and a surface on one array (a kernel writes, another
// samples), and cudaGetSurfaceObjectResourceDesc.
#include "check.h"

__global__ void write2D(cudaSurfaceObject_t s, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) surf2Dwrite(x * 100 + y, s, x * (int)sizeof(int), y);
}
__global__ void outOfRange(cudaSurfaceObject_t s, int *out) {
  // reads at -1, w and beyond, with zero and clamp; writes with zero (dropped).
  int i = threadIdx.x;
  int xs[8] = {-1, 0, 3, 7, 8, 9, 100, -50};
  out[i] = surf2Dread<int>(s, xs[i % 8] * 4, i / 8, cudaBoundaryModeZero);
  out[16 + i] = surf2Dread<int>(s, xs[i % 8] * 4, i / 8, cudaBoundaryModeClamp);
  if (i == 0) surf2Dwrite(-1, s, 8 * 4, 0, cudaBoundaryModeZero);
  if (i == 1) surf2Dwrite(-2, s, -4, 1, cudaBoundaryModeZero);
}
__global__ void vec(cudaSurfaceObject_t s2, cudaSurfaceObject_t s4, float2 *o2, uchar4 *o4) {
  int x = threadIdx.x;
  surf2Dwrite(make_float2(x * 0.5f, -x), s2, x * 8, 1);
  surf2Dwrite(make_uchar4(x, x + 1, 255 - x, 7), s4, x * 4, 2);
  __syncthreads();
  o2[x] = surf2Dread<float2>(s2, ((x + 1) % 16) * 8, 1);
  o4[x] = surf2Dread<uchar4>(s4, ((x + 3) % 16) * 4, 2);
}
__global__ void vol(cudaSurfaceObject_t s, cudaSurfaceObject_t ls, int *out) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  surf3Dwrite(x + 10 * y + 100 * z, s, x * 4, y, z);
  surf2DLayeredwrite(-(x + 10 * y) - 1000 * z, ls, x * 4, y, z);
}
__global__ void vol2(cudaSurfaceObject_t s, cudaSurfaceObject_t ls, int *out) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  int i = x + 4 * y + 16 * z;
  out[i] = surf3Dread<int>(s, ((x + 1) % 4) * 4, y, z);
  out[64 + i] = surf2DLayeredread<int>(ls, x * 4, (y + 1) % 4, z);
}
__global__ void line(cudaSurfaceObject_t s, float *out) {
  int x = threadIdx.x;
  surf1Dwrite(x * 1.25f, s, x * 4);
  __syncthreads();
  out[x] = surf1Dread<float>(s, (31 - x) * 4);
}
__global__ void sample(cudaTextureObject_t t, int *out) {
  int i = threadIdx.x;
  out[i] = tex2D<int>(t, (i % 8) + 0.5f, (i / 8) + 0.5f);
}

static cudaSurfaceObject_t surf(cudaArray_t a) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  OK(cudaCreateSurfaceObject(&s, &r));
  return s;
}

int main() {
  cudaChannelFormatDesc ci = cudaCreateChannelDesc<int>();
  cudaArray_t a;
  REQUIRE(cudaMallocArray(&a, &ci, 8, 4, cudaArraySurfaceLoadStore));
  cudaSurfaceObject_t s = surf(a);
  write2D<<<4, 8>>>(s, 8, 4);
  OK(cudaGetLastError());
  int h[4][8];
  OK(cudaMemcpy2DFromArray(h, 32, a, 0, 0, 32, 4, cudaMemcpyDeviceToHost));
  bool good = true;
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 8; x++) good &= h[y][x] == x * 100 + y;
  printf("surf2Dwrite: %d %d %s\n", h[0][7], h[3][2], good ? "right" : "WRONG");
  check(good, "surf2Dwrite");
  int *d;
  OK(cudaMalloc(&d, 128 * sizeof(int)));
  outOfRange<<<1, 16>>>(s, d);
  int o[32];
  OK(cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost));
  printf("zero:");
  for (int i = 0; i < 16; i++) printf(" %d", o[i]);
  printf("\nclamp:");
  for (int i = 16; i < 32; i++) printf(" %d", o[i]);
  printf("\n");
  OK(cudaMemcpy2DFromArray(h, 32, a, 0, 0, 32, 4, cudaMemcpyDeviceToHost));
  printf("after dropped writes: %d %d %d\n", h[0][7], h[1][0], h[0][0]);

  // A texture on the same array.
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc td = {};
  td.filterMode = cudaFilterModePoint;
  cudaTextureObject_t t;
  OK(cudaCreateTextureObject(&t, &r, &td, nullptr));
  sample<<<1, 32>>>(t, d);
  OK(cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost));
  printf("texture of the surface's array: %d %d %d\n", o[0], o[9], o[31]);
  check(o[9] == 101 && o[31] == 703, "texture sees surface writes");

  // float2 and uchar4.
  cudaChannelFormatDesc c2 = cudaCreateChannelDesc<float2>(), c4 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t a2, a4;
  OK(cudaMallocArray(&a2, &c2, 16, 4, cudaArraySurfaceLoadStore));
  OK(cudaMallocArray(&a4, &c4, 16, 4, cudaArraySurfaceLoadStore));
  float2 *d2;
  uchar4 *d4;
  OK(cudaMalloc(&d2, 16 * sizeof(float2)));
  OK(cudaMalloc(&d4, 16 * sizeof(uchar4)));
  vec<<<1, 16>>>(surf(a2), surf(a4), d2, d4);
  float2 h2[16];
  uchar4 h4[16];
  OK(cudaMemcpy(h2, d2, sizeof h2, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(h4, d4, sizeof h4, cudaMemcpyDeviceToHost));
  printf("float2: (%g,%g) (%g,%g); uchar4: %d %d %d %d / %d %d %d %d\n", h2[0].x, h2[0].y, h2[15].x, h2[15].y, h4[0].x, h4[0].y, h4[0].z, h4[0].w, h4[15].x, h4[15].y, h4[15].z, h4[15].w);

  // 3D and 2D layered.
  cudaArray_t v, lay;
  OK(cudaMalloc3DArray(&v, &ci, make_cudaExtent(4, 4, 4), cudaArraySurfaceLoadStore));
  OK(cudaMalloc3DArray(&lay, &ci, make_cudaExtent(4, 4, 4), cudaArraySurfaceLoadStore | cudaArrayLayered));
  vol<<<1, dim3(4, 4, 4)>>>(surf(v), surf(lay), d);
  vol2<<<1, dim3(4, 4, 4)>>>(surf(v), surf(lay), d);
  int hv[128];
  OK(cudaMemcpy(hv, d, sizeof hv, cudaMemcpyDeviceToHost));
  printf("surf3D: %d %d %d; layered: %d %d %d fnv %016llx\n", hv[0], hv[5], hv[63], hv[64], hv[64 + 5], hv[127], fnv(hv, sizeof hv));
  bool vg = true;
  for (int z = 0; z < 4; z++)
    for (int y = 0; y < 4; y++)
      for (int x = 0; x < 4; x++) {
        int i = x + 4 * y + 16 * z;
        vg &= hv[i] == (x + 1) % 4 + 10 * y + 100 * z;
        vg &= hv[64 + i] == -(x + 10 * ((y + 1) % 4)) - 1000 * z;
      }
  check(vg, "3D and layered surfaces");

  // 1D.
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
  cudaArray_t a1;
  OK(cudaMallocArray(&a1, &cf, 32, 0, cudaArraySurfaceLoadStore));
  float *df, hf[32];
  OK(cudaMalloc(&df, sizeof hf));
  line<<<1, 32>>>(surf(a1), df);
  OK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
  printf("surf1D: %g %g\n", hf[0], hf[31]);
  check(hf[0] == 31 * 1.25f && hf[31] == 0, "surf1D");

  cudaResourceDesc back;
  OK(cudaGetSurfaceObjectResourceDesc(&back, s));
  printf("surface resource type %d same array %d\n", (int)back.resType, back.res.array.array == a);
  OK(cudaDestroySurfaceObject(s));
  OK(cudaDeviceSynchronize());
  return finish();
}
