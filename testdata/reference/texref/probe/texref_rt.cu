// texref_rt: a CUDA 11.x runtime program using texture and surface
// references, as legacy test binaries do. Built with nvcc 11.8, static
// cudart (build.sh). Sections (argv[1]): lin (tex1Dfetch through
// cudaBindTexture at a misaligned address), pitch (cudaBindTexture2D, linear
// filtering), array (cudaBindTextureToArray, linear filtering, normalized
// wrap; and a uchar4 normalized-float reference), surf (surface<void,2>
// with surf2Dwrite/surf2Dread, cudaBindSurfaceToArray), errs (codes of the
// reference calls). Prints codes and results as hex words.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>

texture<float4, 1, cudaReadModeElementType> tlin;
texture<float, 2, cudaReadModeElementType> tpitch;
texture<float, 2, cudaReadModeElementType> tarr;
texture<uchar4, 2, cudaReadModeNormalizedFloat> tnorm;
texture<int, 1, cudaReadModeElementType> tint;
surface<void, 2> sref;

static void code(const char *what, cudaError_t e) {
  printf("%-60s -> %d %s\n", what, (int)e, cudaGetErrorName(e));
  fflush(stdout);
}
#define C(call) code(#call, (call))

__global__ void klin(float4 *out, int n, int shift) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(tlin, i + shift);
}
__global__ void kint(int *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(tint, i - 2);
}
__global__ void kpitch(float *out, const float2 *xy, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D(tpitch, xy[i].x, xy[i].y);
}
__global__ void karr(float *out, const float2 *xy, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D(tarr, xy[i].x, xy[i].y);
}
__global__ void knorm(float4 *out, const float2 *xy, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D(tnorm, xy[i].x, xy[i].y);
}
__global__ void ksurf(int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) surf2Dwrite(x * 100 + y, sref, x * 4, y);
}
__global__ void ksurfread(int *out, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) {
    int v;
    surf2Dread(&v, sref, x * 4, y);
    out[y * w + x] = v * 2 + 1;
  }
}

static const float2 pts[] = {{0.5f, 0.5f}, {1.0f, 1.0f}, {1.25f, 2.75f}, {3.9f, 0.1f}, {-0.5f, 1.5f}, {4.5f, 1.5f}, {5.3f, -2.2f},
                             {2.0f, 2.0f}, {0.125f, 0.375f}, {0.3f, 0.7f}, {-0.2f, 0.5f}, {1.3f, 0.5f}, {0.99f, 0.0f}, {2.6f, -1.4f},
                             {7.77f, 3.33f}, {0.51f, 0.49f}};
#define NP (int)(sizeof pts / sizeof pts[0])

static void words(const char *label, const void *p, int n) {
  const uint32_t *w = (const uint32_t *)p;
  printf("%s:", label);
  for (int i = 0; i < n; i++) printf(" %08x", w[i]);
  printf("\n");
  fflush(stdout);
}

static float2 *dpts() {
  float2 *d;
  C(cudaMalloc(&d, sizeof pts));
  C(cudaMemcpy(d, pts, sizeof pts, cudaMemcpyHostToDevice));
  return d;
}

static void lin() {
  float4 h[64];
  for (int i = 0; i < 64; i++) h[i] = make_float4(i, -i, i * 0.5f, i + 1000);
  char *d;
  C(cudaMalloc(&d, 4096));
  C(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  size_t off = 777;
  C(cudaBindTexture(&off, tlin, d, 64 * sizeof(float4)));
  printf("offset %zu\n", off);
  float4 *out;
  C(cudaMalloc(&out, 64 * sizeof(float4)));
  klin<<<1, 64>>>(out, 64, 0);
  C(cudaDeviceSynchronize());
  float4 r[64];
  C(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
  words("lin aligned", r, 64 * 4);
  off = 777;
  C(cudaBindTexture(&off, tlin, d + 16, 32 * sizeof(float4)));
  printf("offset %zu\n", off);
  klin<<<1, 40>>>(out, 40, 0);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, 40 * sizeof(float4), cudaMemcpyDeviceToHost));
  words("lin +16 size 32 elements, read 40", r, 40 * 4);
  off = 777;
  code("cudaBindTexture(&off, tlin, d + 4, 512)", cudaBindTexture(&off, tlin, d + 4, 512));
  printf("offset %zu\n", off);
  klin<<<1, 8>>>(out, 8, (int)(off / sizeof(float4)));
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, 8 * sizeof(float4), cudaMemcpyDeviceToHost));
  words("lin +4 shifted by offset", r, 8 * 4);
  // int texture, negative and past-the-end indices.
  int hi[16];
  for (int i = 0; i < 16; i++) hi[i] = i * i - 7;
  C(cudaMemcpy(d + 2048, hi, sizeof hi, cudaMemcpyHostToDevice));
  C(cudaBindTexture(0, tint, d + 2048, sizeof hi));
  int *oi;
  C(cudaMalloc(&oi, 32 * sizeof(int)));
  kint<<<1, 24>>>(oi, 24);
  C(cudaDeviceSynchronize());
  int ri[24];
  C(cudaMemcpy(ri, oi, sizeof ri, cudaMemcpyDeviceToHost));
  words("int fetch i-2", ri, 24);
  C(cudaUnbindTexture(tlin));
  C(cudaUnbindTexture(tint));
}

static void pitch() {
  size_t p = 0;
  float *d;
  C(cudaMallocPitch((void **)&d, &p, 5 * sizeof(float), 4));
  printf("pitch %zu\n", p);
  float h[20];
  for (int i = 0; i < 20; i++) h[i] = i * 1.5f - 4.f + (i % 3) * 0.125f;
  C(cudaMemcpy2D(d, p, h, 5 * sizeof(float), 5 * sizeof(float), 4, cudaMemcpyHostToDevice));
  tpitch.filterMode = cudaFilterModeLinear;
  tpitch.addressMode[0] = cudaAddressModeClamp;
  tpitch.addressMode[1] = cudaAddressModeClamp;
  tpitch.normalized = false;
  size_t off = 777;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
  C(cudaBindTexture2D(&off, tpitch, d, cd, 5, 4, p));
  printf("offset %zu\n", off);
  float2 *xy = dpts();
  float *out;
  C(cudaMalloc(&out, NP * sizeof(float)));
  kpitch<<<1, NP>>>(out, xy, NP);
  C(cudaDeviceSynchronize());
  float r[NP];
  C(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
  words("pitch linear clamp", r, NP);
  tpitch.addressMode[0] = cudaAddressModeBorder;
  tpitch.addressMode[1] = cudaAddressModeBorder;
  C(cudaBindTexture2D(&off, tpitch, d, cd, 5, 4, p));
  kpitch<<<1, NP>>>(out, xy, NP);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
  words("pitch linear border", r, NP);
  // Misaligned pitch and width wider than the pitch.
  code("cudaBindTexture2D(pitch 20)", cudaBindTexture2D(&off, tpitch, d, cd, 5, 4, 20));
  code("cudaBindTexture2D(width 200 > pitch)", cudaBindTexture2D(&off, tpitch, d, cd, 200, 4, p));
  code("cudaBindTexture2D(d+4)", cudaBindTexture2D(&off, tpitch, d + 1, cd, 4, 4, p));
  printf("offset %zu\n", off);
  cudaGetLastError();
}

static void array() {
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  C(cudaMallocArray(&a, &cd, 4, 4));
  float h[16];
  for (int i = 0; i < 16; i++) h[i] = (float)(10 * (i / 4) + i % 4) + 0.25f * (i & 1);
  C(cudaMemcpy2DToArray(a, 0, 0, h, 16, 16, 4, cudaMemcpyHostToDevice));
  tarr.filterMode = cudaFilterModeLinear;
  tarr.addressMode[0] = cudaAddressModeWrap;
  tarr.addressMode[1] = cudaAddressModeWrap;
  tarr.normalized = true;
  C(cudaBindTextureToArray(tarr, a));
  float2 *xy = dpts();
  float *out;
  C(cudaMalloc(&out, NP * 16));
  karr<<<1, NP>>>(out, xy, NP);
  C(cudaDeviceSynchronize());
  float r[NP * 4];
  C(cudaMemcpy(r, out, NP * 4, cudaMemcpyDeviceToHost));
  words("array linear wrap normalized", r, NP);
  tarr.normalized = false;
  tarr.addressMode[0] = cudaAddressModeClamp;
  tarr.addressMode[1] = cudaAddressModeClamp;
  C(cudaBindTextureToArray(tarr, a, cd));
  karr<<<1, NP>>>(out, xy, NP);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, NP * 4, cudaMemcpyDeviceToHost));
  words("array linear clamp", r, NP);
  tarr.filterMode = cudaFilterModePoint;
  tarr.addressMode[0] = cudaAddressModeMirror;
  tarr.addressMode[1] = cudaAddressModeBorder;
  tarr.normalized = true;
  C(cudaBindTextureToArray(tarr, a));
  karr<<<1, NP>>>(out, xy, NP);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, NP * 4, cudaMemcpyDeviceToHost));
  words("array point mirror/border normalized", r, NP);

  cudaChannelFormatDesc c8 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t a8;
  C(cudaMallocArray(&a8, &c8, 4, 4));
  unsigned char b[64];
  for (int i = 0; i < 64; i++) b[i] = (unsigned char)(i * 37 + 11);
  C(cudaMemcpy2DToArray(a8, 0, 0, b, 16, 16, 4, cudaMemcpyHostToDevice));
  tnorm.filterMode = cudaFilterModeLinear;
  tnorm.addressMode[0] = cudaAddressModeClamp;
  tnorm.addressMode[1] = cudaAddressModeClamp;
  C(cudaBindTextureToArray(tnorm, a8));
  knorm<<<1, NP>>>((float4 *)out, xy, NP);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, NP * 16, cudaMemcpyDeviceToHost));
  words("uchar4 normalized-float linear clamp", r, NP * 4);
  tnorm.sRGB = 1;
  C(cudaBindTextureToArray(tnorm, a8));
  knorm<<<1, NP>>>((float4 *)out, xy, NP);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(r, out, NP * 16, cudaMemcpyDeviceToHost));
  words("uchar4 normalized-float linear clamp srgb", r, NP * 4);
  const textureReference *tr = 0;
  C(cudaGetTextureReference(&tr, &tnorm));
  cudaChannelFormatDesc got;
  C(cudaGetChannelDesc(&got, a8));
  printf("channel desc %d %d %d %d kind %d\n", got.x, got.y, got.z, got.w, (int)got.f);
  size_t off = 777;
  C(cudaGetTextureAlignmentOffset(&off, &tnorm));
  printf("alignment offset %zu\n", off);
  C(cudaUnbindTexture(tnorm));
}

static void surf() {
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<int>();
  cudaArray_t a, plain;
  C(cudaMallocArray(&a, &cd, 8, 4, cudaArraySurfaceLoadStore));
  C(cudaMallocArray(&plain, &cd, 8, 4));
  code("cudaBindSurfaceToArray(sref, plain)", cudaBindSurfaceToArray(sref, plain));
  C(cudaBindSurfaceToArray(sref, a));
  ksurf<<<4, 8>>>(8, 4);
  C(cudaDeviceSynchronize());
  int h[32];
  C(cudaMemcpy2DFromArray(h, 32, a, 0, 0, 32, 4, cudaMemcpyDeviceToHost));
  words("surf written", h, 32);
  int *out;
  C(cudaMalloc(&out, sizeof h));
  ksurfread<<<4, 8>>>(out, 8, 4);
  C(cudaDeviceSynchronize());
  C(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  words("surf read", h, 32);
  const surfaceReference *sr = 0;
  C(cudaGetSurfaceReference(&sr, &sref));
  // Out of range: surf2Dwrite's default boundary mode is trap.
  ksurf<<<5, 9>>>(9, 5);
  code("out-of-range surf2Dwrite sync", cudaDeviceSynchronize());
}

static void errs() {
  float4 *out;
  C(cudaMalloc(&out, 1024));
  klin<<<1, 4>>>(out, 4, 0);
  code("klin unbound: launch", cudaGetLastError());
  code("klin unbound: sync", cudaDeviceSynchronize());
  C(cudaUnbindTexture(tlin));
  size_t off = 777;
  code("cudaBindTexture(&off, tlin, 0, 64)", cudaBindTexture(&off, tlin, 0, 64));
  code("cudaGetTextureAlignmentOffset(unbound)", cudaGetTextureAlignmentOffset(&off, &tlin));
  printf("offset %zu\n", off);
  void *d;
  C(cudaMalloc(&d, 1 << 20));
  code("cudaBindTexture(huge)", cudaBindTexture(&off, tlin, d, (size_t)1 << 40));
  cudaChannelFormatDesc bad = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
  code("cudaBindTexture(3-channel desc)", cudaBindTexture(&off, tlin, d, bad, 64));
  C(cudaBindTexture(&off, tlin, d, 64));
  code("final sync", cudaDeviceSynchronize());
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "lin";
  int v = 0;
  cudaRuntimeGetVersion(&v);
  printf("runtime %d section %s\n", v, what);
  if (!strcmp(what, "lin")) lin();
  else if (!strcmp(what, "pitch")) pitch();
  else if (!strcmp(what, "array")) array();
  else if (!strcmp(what, "surf")) surf();
  else if (!strcmp(what, "errs")) errs();
  else { printf("unknown section\n"); return 2; }
  code("end", cudaDeviceSynchronize());
  printf("# done %s\n", what);
  return 0;
}
