// e_memory: memory misuse: frees of what is not an allocation (twice, an
// offset, host memory of each kind, the stack), copies with the wrong kind,
// overlapping, null or past an allocation's end, memsets out of range or of
// host memory, cudaHostRegister of bad ranges and flags, allocations of
// zero and huge sizes (the out-of-memory codes), cudaMallocPitch and
// cudaMalloc3D extremes, 2-D copies with bad pitches.
#include <cstdint>
#include <cstring>
#include <sys/mman.h>
#include "e_check.h"

static void frees() {
  int *d = nullptr, *d2 = nullptr;
  STEP(cudaMalloc(&d, 1024));
  STEP(cudaMalloc(&d2, 1024));
  STEP(cudaFree(d + 1));
  STEP(cudaFree((char *)d + 1023));
  STEP(cudaFree(d));
  STEP(cudaFree(d));
  void *h = malloc(256);
  STEP(cudaFree(h));
  int local = 0;
  STEP(cudaFree(&local));
  STEP(cudaFree(nullptr));
  STEP(cudaFree((void *)1));
  void *pinned = nullptr;
  STEP(cudaMallocHost(&pinned, 4096));
  STEP(cudaFree((char *)pinned + 64));
  STEP(cudaFreeHost(d2));
  STEP(cudaFreeHost(h));
  STEP(cudaFreeHost(nullptr));
  STEP(cudaFreeHost((char *)pinned + 64));
  STEP(cudaFreeHost(pinned));
  STEP(cudaFreeHost(pinned));
  void *m = nullptr;
  STEP(cudaMallocManaged(&m, 4096));
  STEP(cudaFreeHost(m));
  STEP(cudaFree((char *)m + 8));
  STEP(cudaFree(m));
  STEP(cudaFree(m));
  STEP(cudaFree(d2));
  void *a = nullptr;
  STEP(cudaMallocAsync(&a, 1024, 0));
  STEP(cudaFreeAsync((char *)a + 4, 0));
  STEP(cudaFreeAsync(a, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaFreeAsync(a, 0));
  STEP(cudaFreeAsync(nullptr, 0));
  STEP(cudaFreeAsync(h, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaFreeArray(nullptr));
  STEP(cudaDeviceSynchronize());
  free(h);
}

// freePinnedWithCudaFree: cudaFree of cudaMallocHost's memory.
static void freePinnedWithCudaFree() {
  void *pinned = nullptr;
  STEP(cudaMallocHost(&pinned, 4096));
  STEP(cudaFree(pinned));
  STEP(cudaFreeHost(pinned));
  STEP(cudaDeviceSynchronize());
}

static void copies() {
  char *d = nullptr, *d2 = nullptr;
  STEP(cudaMalloc(&d, 256));
  STEP(cudaMalloc(&d2, 256));
  static char h[4096], h2[4096];
  for (int i = 0; i < 4096; i++) h[i] = (char)i;
  STEP(cudaMemcpy(d, h, 256, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(d, h, 0, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(nullptr, h, 0, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(d, nullptr, 0, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(nullptr, nullptr, 0, cudaMemcpyDefault));
  STEP(cudaMemcpy(nullptr, h, 16, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(h2, nullptr, 16, cudaMemcpyDeviceToHost));
  STEP(cudaMemcpy(nullptr, d, 16, cudaMemcpyDeviceToDevice));
  STEP(cudaMemcpy(nullptr, d, 16, cudaMemcpyDefault));
  STEP(cudaMemcpy(d, h, 16, (cudaMemcpyKind)5));
  STEP(cudaMemcpy(d, h, 16, (cudaMemcpyKind)-1));
  STEP(cudaMemcpyAsync(d, h, 16, (cudaMemcpyKind)5, 0));
  // wrong kinds between valid pointers (unified addressing)
  STEP(cudaMemcpy(h2, d, 16, cudaMemcpyHostToDevice));
  printf("h2[1..3] %d %d %d\n", h2[1], h2[2], h2[3]);
  memset(h2, 0, sizeof h2);
  STEP(cudaMemcpy(d2, h, 16, cudaMemcpyDeviceToHost));
  STEP(cudaMemcpy(h2, d2, 16, cudaMemcpyDeviceToHost));
  printf("h2[1..3] %d %d %d\n", h2[1], h2[2], h2[3]);
  STEP(cudaMemcpy(d2, d, 16, cudaMemcpyHostToHost));
  STEP(cudaMemcpy(h2, h, 16, cudaMemcpyDeviceToDevice));
  STEP(cudaMemcpy(h2, h, 16, cudaMemcpyDefault));
  STEP(cudaMemcpy(d2, d, 16, cudaMemcpyDeviceToHost));
  // overlapping device copy, forwards and backwards
  STEP(cudaMemcpy(d + 1, d, 200, cudaMemcpyDeviceToDevice));
  STEP(cudaMemcpy(h2, d, 256, cudaMemcpyDeviceToHost));
  printf("overlap forward: fnv %016llx\n", fnv(h2, 256));
  STEP(cudaMemcpy(d, h, 256, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(d, d + 1, 200, cudaMemcpyDeviceToDevice));
  STEP(cudaMemcpy(h2, d, 256, cudaMemcpyDeviceToHost));
  printf("overlap backward: fnv %016llx\n", fnv(h2, 256));
  STEP(cudaMemcpy(d, d, 256, cudaMemcpyDeviceToDevice));
  // past the end of an allocation
  STEP(cudaMemcpy(d, h, 257, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy(h2, d, 4096, cudaMemcpyDeviceToHost));
  STEP(cudaMemcpy(d + 128, d2, 256, cudaMemcpyDeviceToDevice));
  STEP(cudaMemcpyAsync(h2, d, 4096, cudaMemcpyDeviceToHost, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaDeviceSynchronize());
  STEP(cudaFree(d2));
  // a freed source
  STEP(cudaMemcpy(h2, d2, 16, cudaMemcpyDeviceToHost));
  STEP(cudaMemcpy(h2, d2, 16, cudaMemcpyDefault));
  STEP(cudaDeviceSynchronize());
}

// kinds copies 16 bytes between every pair of pointer kinds (pageable,
// pinned, device, managed) with one cudaMemcpyKind, and says whether the
// bytes arrived.
static void kinds(cudaMemcpyKind kind) {
  static char pageable[2][64];
  char *pinned[2], *dev[2], *managed[2];
  for (int i = 0; i < 2; i++) {
    STEP(cudaMallocHost(&pinned[i], 64));
    STEP(cudaMalloc(&dev[i], 64));
    STEP(cudaMallocManaged(&managed[i], 64));
  }
  const char *names[] = {"pageable", "pinned", "device", "managed"};
  char *ptr[2][4] = {{pageable[0], pinned[0], dev[0], managed[0]}, {pageable[1], pinned[1], dev[1], managed[1]}};
  for (int di = 0; di < 4; di++)
    for (int si = 0; si < 4; si++) {
      char want[16], got[16];
      for (int i = 0; i < 16; i++) want[i] = (char)(di * 16 + si * 4 + i + 1);
      cudaMemcpy(ptr[1][si], want, 16, cudaMemcpyDefault);
      cudaMemcpy(ptr[0][di], "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16, cudaMemcpyDefault);
      cudaDeviceSynchronize();
      cudaGetLastError();
      cudaError_t e = cudaMemcpy(ptr[0][di], ptr[1][si], 16, kind);
      cudaError_t last = cudaGetLastError();
      cudaDeviceSynchronize();
      cudaMemcpy(got, ptr[0][di], 16, cudaMemcpyDefault);
      printf("kind %d %-8s <- %-8s: %s last %s copied %d\n", (int)kind, names[di], names[si], cudaGetErrorName(e),
             cudaGetErrorName(last), memcmp(want, got, 16) == 0);
    }
}
static void kindHostToHost() { kinds(cudaMemcpyHostToHost); }
static void kindHostToDevice() { kinds(cudaMemcpyHostToDevice); }
static void kindDeviceToHost() { kinds(cudaMemcpyDeviceToHost); }
static void kindDeviceToDevice() { kinds(cudaMemcpyDeviceToDevice); }
static void kindDefault() { kinds(cudaMemcpyDefault); }

static void memsets() {
  char *d = nullptr;
  STEP(cudaMalloc(&d, 256));
  STEP(cudaMemset(d, 1, 256));
  STEP(cudaMemset(d, 1, 0));
  STEP(cudaMemset(nullptr, 1, 0));
  STEP(cudaMemset(d + 255, 1, 1));
  STEP(cudaMemset(d, 1, 257));
  STEP(cudaMemset(d + 200, 1, 4096));
  STEP(cudaMemset(d, 0x1ff, 16));
  unsigned char h[16];
  STEP(cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost));
  printf("memset 0x1ff wrote %02x\n", h[0]);
  static char host[256];
  STEP(cudaMemset(host, 0, 16));
  void *pinned = nullptr;
  STEP(cudaMallocHost(&pinned, 256));
  STEP(cudaMemset(pinned, 3, 16));
  printf("pinned after memset %d\n", ((char *)pinned)[0]);
  void *m = nullptr;
  STEP(cudaMallocManaged(&m, 256));
  STEP(cudaMemset(m, 4, 256));
  STEP(cudaDeviceSynchronize());
  printf("managed after memset %d\n", ((char *)m)[255]);
  STEP(cudaMemset(m, 4, 512));
  STEP(cudaMemsetAsync(d, 1, 257, 0));
  STEP(cudaMemsetAsync(host, 1, 16, 0));
  size_t pitch = 0;
  char *p2 = nullptr;
  STEP(cudaMallocPitch((void **)&p2, &pitch, 100, 4));
  printf("pitch %zu\n", pitch);
  STEP(cudaMemset2D(p2, pitch, 0, 100, 4));
  STEP(cudaMemset2D(p2, 50, 0, 100, 4));
  STEP(cudaMemset2D(p2, pitch, 0, pitch + 1, 4));
  STEP(cudaMemset2D(p2, pitch, 0, 100, 5));
  STEP(cudaMemset2D(p2, pitch, 0, 100, 0));
  STEP(cudaMemset2D(p2, pitch, 0, 0, 4));
  STEP(cudaMemset2D(nullptr, pitch, 0, 100, 4));
  cudaPitchedPtr pp = make_cudaPitchedPtr(p2, pitch, 100, 4);
  STEP(cudaMemset3D(pp, 0, make_cudaExtent(100, 4, 1)));
  STEP(cudaMemset3D(pp, 0, make_cudaExtent(100, 4, 2)));
  STEP(cudaMemset3D(pp, 0, make_cudaExtent(pitch + 1, 4, 1)));
  STEP(cudaDeviceSynchronize());
}

static void copies2D() {
  size_t pitch = 0;
  char *p = nullptr;
  STEP(cudaMallocPitch((void **)&p, &pitch, 100, 8));
  static char h[8192];
  STEP(cudaMemcpy2D(p, pitch, h, 100, 100, 8, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, 50, h, 100, 100, 8, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, pitch, h, 50, 100, 8, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, pitch, h, 100, 100, 0, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, pitch, h, 100, 0, 8, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, pitch, h, 1000, 1000, 8, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, pitch, h, 100, 100, 9, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(p, (size_t)1 << 40, h, 100, 100, 2, cudaMemcpyHostToDevice));
  STEP(cudaMemcpy2D(h, 100, p, pitch, 100, 8, (cudaMemcpyKind)7));
  STEP(cudaMemcpy2D(nullptr, 100, p, pitch, 100, 8, cudaMemcpyDeviceToHost));
  STEP(cudaMemcpy2DAsync(p, 50, h, 100, 100, 8, cudaMemcpyHostToDevice, 0));
  cudaMemcpy3DParms m;
  memset(&m, 0, sizeof m);
  STEP(cudaMemcpy3D(&m));
  m.srcPtr = make_cudaPitchedPtr(h, 100, 100, 8);
  m.dstPtr = make_cudaPitchedPtr(p, pitch, 100, 8);
  m.extent = make_cudaExtent(100, 8, 1);
  m.kind = cudaMemcpyHostToDevice;
  STEP(cudaMemcpy3D(&m));
  m.extent = make_cudaExtent(100, 8, 0);
  STEP(cudaMemcpy3D(&m));
  m.extent = make_cudaExtent(101, 8, 1);
  STEP(cudaMemcpy3D(&m));
  m.extent = make_cudaExtent(100, 8, 1);
  m.kind = (cudaMemcpyKind)9;
  STEP(cudaMemcpy3D(&m));
  STEP(cudaMemcpy3D(nullptr));
  STEP(cudaDeviceSynchronize());
}

static void registers() {
  const size_t page = 4096;
  char *buf = (char *)aligned_alloc(page, 16 * page);
  STEP(cudaHostRegister(nullptr, page, 0));
  STEP(cudaHostRegister(buf, 0, 0));
  STEP(cudaHostRegister(buf, 4 * page, 0x100));
  STEP(cudaHostRegister(buf + 1, 100, 0));
  STEP(cudaHostUnregister(buf + 1));
  STEP(cudaHostRegister(buf, 4 * page, 0));
  STEP(cudaHostRegister(buf, 4 * page, 0));
  STEP(cudaHostRegister(buf + page, page, 0));
  STEP(cudaHostRegister(buf + 3 * page, 2 * page, 0));
  unsigned flags = 0;
  STEP(cudaHostGetFlags(&flags, buf + 8));
  printf("flags %u\n", flags);
  STEP(cudaHostGetFlags(&flags, buf + 8 * page));
  void *dp = nullptr;
  STEP(cudaHostGetDevicePointer(&dp, buf + 8 * page, 0));
  STEP(cudaHostGetDevicePointer(&dp, buf, 1));
  STEP(cudaHostUnregister(buf + page));
  STEP(cudaHostUnregister(buf + 1));
  STEP(cudaHostUnregister(buf + 8 * page));
  STEP(cudaHostUnregister(buf));
  STEP(cudaHostUnregister(buf));
  STEP(cudaHostUnregister(nullptr));
  STEP(cudaHostRegister(buf, 4 * page, cudaHostRegisterMapped | cudaHostRegisterPortable));
  STEP(cudaHostGetFlags(&flags, buf));
  printf("flags %u\n", flags);
  STEP(cudaHostUnregister(buf));
  STEP(cudaHostRegister(buf, 4 * page, cudaHostRegisterIoMemory));
  STEP(cudaHostRegister(buf, 4 * page, cudaHostRegisterReadOnly));
  STEP(cudaHostUnregister(buf));
  void *pinned = nullptr;
  STEP(cudaMallocHost(&pinned, page));
  STEP(cudaHostRegister(pinned, page, 0));
  STEP(cudaHostUnregister(pinned));
  void *ro = mmap(nullptr, 4 * page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  STEP(cudaHostRegister(ro, 4 * page, 0));
  STEP(cudaHostUnregister(ro));
  STEP(cudaHostRegister(ro, 4 * page, cudaHostRegisterReadOnly));
  STEP(cudaHostUnregister(ro));
  void *none = mmap(nullptr, 4 * page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  STEP(cudaHostRegister(none, 4 * page, 0));
  munmap(none, 4 * page);
  void *unmapped = mmap(nullptr, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  munmap(unmapped, 4 * page);
  STEP(cudaHostRegister(unmapped, 4 * page, 0));
  int local[1024];
  STEP(cudaHostRegister(local, sizeof local, 0));
  STEP(cudaHostUnregister(local));
  STEP(cudaDeviceSynchronize());
}

static void allocations() {
  void *p = (void *)1;
  STEP(cudaMalloc(&p, 0));
  printf("cudaMalloc(0) gave null: %d\n", p == nullptr);
  STEP(cudaMalloc(nullptr, 16));
  STEP(cudaMalloc(&p, (size_t)1 << 40));
  STEP(cudaMalloc(&p, (size_t)200 << 30));
  STEP(cudaMalloc(&p, SIZE_MAX));
  STEP(cudaMalloc(&p, SIZE_MAX - 4095));
  STEP(cudaMalloc(&p, (size_t)1 << 63));
  p = (void *)1;
  STEP(cudaMallocHost(&p, 0));
  printf("cudaMallocHost(0) gave null: %d\n", p == nullptr);
  STEP(cudaMallocHost(&p, (size_t)1 << 50));
  STEP(cudaMallocHost(nullptr, 16));
  STEP(cudaHostAlloc(&p, 16, 0x100));
  STEP(cudaHostAlloc(&p, 16, cudaHostAllocWriteCombined | cudaHostAllocMapped | cudaHostAllocPortable));
  STEP(cudaFreeHost(p));
  p = (void *)1;
  STEP(cudaMallocManaged(&p, 0));
  printf("cudaMallocManaged(0) gave null: %d\n", p == nullptr);
  STEP(cudaMallocManaged(&p, (size_t)1 << 50));
  STEP(cudaMallocManaged(&p, 16, 0));
  STEP(cudaMallocManaged(&p, 16, 3));
  STEP(cudaMallocManaged(&p, 16, 4));
  STEP(cudaMallocManaged(&p, 16, cudaMemAttachHost));
  STEP(cudaFree(p));
  size_t pitch = 12345;
  STEP(cudaMallocPitch(&p, &pitch, 0, 1));
  printf("pitch %zu null %d\n", pitch, p == nullptr);
  STEP(cudaMallocPitch(&p, &pitch, 1, 0));
  printf("pitch %zu null %d\n", pitch, p == nullptr);
  STEP(cudaMallocPitch(&p, &pitch, 1, 1));
  printf("pitch %zu\n", pitch);
  STEP(cudaMallocPitch(&p, &pitch, 513, 3));
  printf("pitch %zu\n", pitch);
  STEP(cudaMallocPitch(&p, &pitch, (size_t)1 << 40, 1));
  STEP(cudaMallocPitch(&p, &pitch, 1, (size_t)1 << 40));
  STEP(cudaMallocPitch(&p, &pitch, (size_t)1 << 31, 2));
  STEP(cudaMallocPitch(&p, nullptr, 16, 16));
  cudaPitchedPtr pp;
  memset(&pp, 0, sizeof pp);
  STEP(cudaMalloc3D(&pp, make_cudaExtent(0, 0, 0)));
  printf("3D pitch %zu xsize %zu ysize %zu null %d\n", pp.pitch, pp.xsize, pp.ysize, pp.ptr == nullptr);
  STEP(cudaMalloc3D(&pp, make_cudaExtent(1, 1, 1)));
  printf("3D pitch %zu xsize %zu ysize %zu\n", pp.pitch, pp.xsize, pp.ysize);
  STEP(cudaMalloc3D(&pp, make_cudaExtent(100, 0, 3)));
  printf("3D pitch %zu null %d\n", pp.pitch, pp.ptr == nullptr);
  STEP(cudaMalloc3D(&pp, make_cudaExtent(1000, 1000, 1000000)));
  STEP(cudaMalloc3D(&pp, make_cudaExtent((size_t)1 << 40, 1, 1)));
  STEP(cudaMalloc3D(nullptr, make_cudaExtent(1, 1, 1)));
  STEP(cudaMallocAsync(&p, 0, 0));
  printf("cudaMallocAsync(0) gave null: %d\n", p == nullptr);
  STEP(cudaMallocAsync(&p, (size_t)1 << 50, 0));
  STEP(cudaMallocAsync(nullptr, 16, 0));
  STEP(cudaStreamSynchronize(0));
  size_t fr = 0, tot = 0;
  STEP(cudaMemGetInfo(nullptr, &tot));
  STEP(cudaMemGetInfo(&fr, nullptr));
  // the context is fine after every refusal
  STEP(cudaMalloc(&p, 1 << 20));
  STEP(cudaMemset(p, 0, 1 << 20));
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(frees);
  CASE(freePinnedWithCudaFree);
  CASE(copies);
  CASE(kindHostToHost);
  CASE(kindHostToDevice);
  CASE(kindDeviceToHost);
  CASE(kindDeviceToDevice);
  CASE(kindDefault);
  CASE(memsets);
  CASE(copies2D);
  CASE(registers);
  CASE(allocations);
  return finish();
}
