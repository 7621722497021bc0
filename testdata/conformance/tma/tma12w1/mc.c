// Multicast objects on one H200 (tma12 window 1).
//   mc api           every multicast call's code: granularity, create (good and bad props), add
//                    device, bind, map, unbind, with the device's MULTICAST_SUPPORTED attribute
//   mc run KERNEL MEM one multimem kernel (mm/KERNEL.ptx, function k(p, out)) on MEM: plain (cuMemAlloc), vmm (cuMemCreate +
//                    cuMemMap) or mc (the multicast object's mapping, when it can be made); prints
//                    the launch and synchronize codes and the first output words
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if CUDA_VERSION < 12010 /* only to syntax-check on machines with older headers */
typedef struct { unsigned int numDevices; size_t size; unsigned long long handleTypes; unsigned long long flags; } CUmulticastObjectProp;
typedef enum { CU_MULTICAST_GRANULARITY_MINIMUM = 0, CU_MULTICAST_GRANULARITY_RECOMMENDED = 1 } CUmulticastGranularity_flags;
CUresult cuMulticastGetGranularity(size_t *, const CUmulticastObjectProp *, CUmulticastGranularity_flags);
CUresult cuMulticastCreate(CUmemGenericAllocationHandle *, const CUmulticastObjectProp *);
CUresult cuMulticastAddDevice(CUmemGenericAllocationHandle, CUdevice);
CUresult cuMulticastBindMem(CUmemGenericAllocationHandle, size_t, CUmemGenericAllocationHandle, size_t, size_t, unsigned long long);
CUresult cuMulticastBindAddr(CUmemGenericAllocationHandle, size_t, CUdeviceptr, size_t, unsigned long long);
CUresult cuMulticastUnbind(CUmemGenericAllocationHandle, CUdevice, size_t, size_t);
#endif
static CUdevice dev;
static const char *en(CUresult r) { const char *n = "?"; cuGetErrorName(r, &n); return n; }
#define P(label, call) do { CUresult _r = (call); printf("%-40s -> %d %s\n", label, (int)_r, en(_r)); last = _r; } while (0)
static CUresult last;
static size_t gran;
static CUmemGenericAllocationHandle phys(size_t size) {
  CUmemAllocationProp ap; memset(&ap, 0, sizeof ap);
  ap.type = CU_MEM_ALLOCATION_TYPE_PINNED; ap.location.type = CU_MEM_LOCATION_TYPE_DEVICE; ap.location.id = dev;
  ap.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  CUmemGenericAllocationHandle h = 0;
  P("cuMemCreate(phys)", cuMemCreate(&h, size, &ap, 0));
  return h;
}
static CUdeviceptr mapHandle(CUmemGenericAllocationHandle h, size_t size, const char *what) {
  CUdeviceptr va = 0; char l[64];
  snprintf(l, sizeof l, "cuMemAddressReserve(%s)", what); P(l, cuMemAddressReserve(&va, size, 0, 0, 0));
  snprintf(l, sizeof l, "cuMemMap(%s)", what); P(l, cuMemMap(va, size, 0, h, 0));
  if (last) return 0;
  CUmemAccessDesc ad; memset(&ad, 0, sizeof ad);
  ad.location.type = CU_MEM_LOCATION_TYPE_DEVICE; ad.location.id = dev; ad.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  snprintf(l, sizeof l, "cuMemSetAccess(%s)", what); P(l, cuMemSetAccess(va, size, &ad, 1));
  return last ? 0 : va;
}
// mcMapping makes a one-device multicast object of size bytes bound to physical memory and maps
// it; *uni gets a unicast mapping of the same physical memory.
static CUdeviceptr mcMapping(size_t size, CUdeviceptr *uni) {
  CUmulticastObjectProp mp; memset(&mp, 0, sizeof mp);
  mp.numDevices = 1; mp.size = size; mp.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  CUmemGenericAllocationHandle mc = 0;
  P("cuMulticastCreate(1 dev)", cuMulticastCreate(&mc, &mp));
  if (last) return 0;
  P("cuMulticastAddDevice(dev 0)", cuMulticastAddDevice(mc, dev));
  CUmemGenericAllocationHandle h = phys(size);
  P("cuMulticastBindMem", cuMulticastBindMem(mc, 0, h, 0, size, 0));
  *uni = mapHandle(h, size, "phys");
  return mapHandle(mc, size, "multicast");
}
static void api(void) {
  int v = -1;
  P("cuDeviceGetAttribute(MULTICAST_SUPPORTED)", cuDeviceGetAttribute(&v, (CUdevice_attribute)132, dev));
  printf("MULTICAST_SUPPORTED = %d\n", v);
  CUmulticastObjectProp mp; memset(&mp, 0, sizeof mp);
  mp.numDevices = 1; mp.size = 2 << 20; mp.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  gran = 0; P("GetGranularity(MINIMUM)", cuMulticastGetGranularity(&gran, &mp, CU_MULTICAST_GRANULARITY_MINIMUM)); printf("granularity = %zu\n", gran);
  gran = 0; P("GetGranularity(RECOMMENDED)", cuMulticastGetGranularity(&gran, &mp, CU_MULTICAST_GRANULARITY_RECOMMENDED)); printf("granularity = %zu\n", gran);
  P("GetGranularity(flag 2)", cuMulticastGetGranularity(&gran, &mp, (CUmulticastGranularity_flags)2));
  P("GetGranularity(NULL prop)", cuMulticastGetGranularity(&gran, NULL, CU_MULTICAST_GRANULARITY_MINIMUM));
  P("GetGranularity(NULL out)", cuMulticastGetGranularity(NULL, &mp, CU_MULTICAST_GRANULARITY_MINIMUM));
  CUmulticastObjectProp q = mp; q.numDevices = 0;
  P("GetGranularity(0 devices)", cuMulticastGetGranularity(&gran, &q, CU_MULTICAST_GRANULARITY_MINIMUM));
  q = mp; q.handleTypes = 0;
  P("GetGranularity(handle none)", cuMulticastGetGranularity(&gran, &q, CU_MULTICAST_GRANULARITY_MINIMUM));
  CUmemGenericAllocationHandle mc = 0;
  P("cuMulticastCreate(NULL prop)", cuMulticastCreate(&mc, NULL));
  P("cuMulticastCreate(NULL out)", cuMulticastCreate(NULL, &mp));
  q = mp; q.numDevices = 0; P("cuMulticastCreate(0 devices)", cuMulticastCreate(&mc, &q));
  q = mp; q.numDevices = 2; P("cuMulticastCreate(2 devices)", cuMulticastCreate(&mc, &q));
  q = mp; q.size = 0; P("cuMulticastCreate(size 0)", cuMulticastCreate(&mc, &q));
  q = mp; q.size = 4096; P("cuMulticastCreate(size 4096)", cuMulticastCreate(&mc, &q));
  q = mp; q.handleTypes = 0; P("cuMulticastCreate(handle none)", cuMulticastCreate(&mc, &q));
  q = mp; q.flags = 1; P("cuMulticastCreate(flags 1)", cuMulticastCreate(&mc, &q));
  mc = 0; P("cuMulticastCreate(1 dev, 2 MiB)", cuMulticastCreate(&mc, &mp));
  printf("handle = %llx\n", (unsigned long long)mc);
  CUresult made = last;
  P("cuMulticastAddDevice(bad handle)", cuMulticastAddDevice(0, dev));
  P("cuMulticastAddDevice(dev 1)", cuMulticastAddDevice(mc, 1));
  P("cuMulticastAddDevice(dev 0)", cuMulticastAddDevice(mc, dev));
  P("cuMulticastAddDevice(dev 0 again)", cuMulticastAddDevice(mc, dev));
  CUmemGenericAllocationHandle h = phys(2 << 20);
  P("cuMulticastBindMem(bad mc)", cuMulticastBindMem(0, 0, h, 0, 2 << 20, 0));
  P("cuMulticastBindMem(offset 4096)", cuMulticastBindMem(mc, 4096, h, 0, 1 << 20, 0));
  P("cuMulticastBindMem", cuMulticastBindMem(mc, 0, h, 0, 2 << 20, 0));
  P("cuMulticastBindMem(again)", cuMulticastBindMem(mc, 0, h, 0, 2 << 20, 0));
  CUdeviceptr va = 0;
  P("cuMemAddressReserve", cuMemAddressReserve(&va, 2 << 20, 0, 0, 0));
  P("cuMemMap(multicast)", cuMemMap(va, 2 << 20, 0, mc, 0));
  CUdeviceptr plain = 0;
  P("cuMemAlloc(2 MiB)", cuMemAlloc(&plain, 2 << 20));
  P("cuMulticastBindAddr(plain)", cuMulticastBindAddr(mc, 0, plain, 2 << 20, 0));
  P("cuMulticastUnbind", cuMulticastUnbind(mc, dev, 0, 2 << 20));
  P("cuMulticastUnbind(again)", cuMulticastUnbind(mc, dev, 0, 2 << 20));
  P("cuMulticastUnbind(bad handle)", cuMulticastUnbind(0, dev, 0, 2 << 20));
  if (made == CUDA_SUCCESS) P("cuMemRelease(multicast)", cuMemRelease(mc));
  P("cuMemRelease(phys)", cuMemRelease(h));
  P("cuMemRelease(0)", cuMemRelease(0));
}
static int run(const char *kernel, const char *mem) {
  size_t size = 2 << 20;
  CUdeviceptr p = 0, uni = 0;
  if (!strcmp(mem, "plain")) { P("cuMemAlloc", cuMemAlloc(&p, size)); uni = p; }
  else if (!strcmp(mem, "vmm")) { uni = p = mapHandle(phys(size), size, "phys"); }
  else p = mcMapping(size, &uni);
  if (!p || !uni) { printf("no memory for %s\n", mem); return 1; }
  // Inputs: word i = f32 1.5 + i/8 in words 0..7, f16x2 and bf16x2 patterns after, u32 i after.
  unsigned in[64];
  for (int i = 0; i < 64; i++) in[i] = 0x3fc00000u + (unsigned)i * 0x00100000u;
  for (int i = 16; i < 32; i++) in[i] = 0x3c013e01u + (unsigned)i * 0x00010001u; // f16x2 / bf16x2 bits
  for (int i = 32; i < 64; i++) in[i] = (unsigned)i * 0x01010101u;
  P("cuMemcpyHtoD", cuMemcpyHtoD(uni, in, sizeof in));
  CUdeviceptr out = 0; P("cuMemAlloc(out)", cuMemAlloc(&out, 4096));
  P("cuMemsetD32(out)", cuMemsetD32(out, 0xdeadbeef, 1024));
  CUmodule m; CUfunction f;
  char log[4096] = "";
  CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *val[] = {log, (void *)(size_t)sizeof log};
  char path[256]; snprintf(path, sizeof path, "mm/%s.ptx", kernel);
  FILE *fp = fopen(path, "r"); if (!fp) { printf("no %s\n", path); return 1; }
  static char src[1 << 16]; size_t n = fread(src, 1, sizeof src - 1, fp); src[n] = 0; fclose(fp);
  P("cuModuleLoadDataEx", cuModuleLoadDataEx(&m, src, 2, opt, val));
  if (last) { printf("log: %s\n", log); return 1; }
  P("cuModuleGetFunction", cuModuleGetFunction(&f, m, "k"));
  if (last) return 1;
  void *args[] = {&p, &out};
  P("cuLaunchKernel", cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL));
  P("cuCtxSynchronize", cuCtxSynchronize());
  if (last) return 0;
  unsigned o[64], after[64];
  P("cuMemcpyDtoH(out)", cuMemcpyDtoH(o, out, sizeof o));
  P("cuMemcpyDtoH(mem)", cuMemcpyDtoH(after, uni, sizeof after));
  printf("out:"); for (int i = 0; i < 64; i++) printf(" %08x", o[i]); printf("\n");
  printf("mem:"); for (int i = 0; i < 64; i++) printf(" %08x", after[i]); printf("\n");
  return 0;
}
int main(int argc, char **argv) {
  CUcontext c;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&c, dev) || cuCtxSetCurrent(c)) { printf("setup failed\n"); return 1; }
  if (argc > 1 && !strcmp(argv[1], "api")) { api(); return 0; }
  if (argc > 3 && !strcmp(argv[1], "run")) return run(argv[2], argv[3]);
  fprintf(stderr, "usage: mc api | mc run KERNEL plain|vmm|mc\n");
  return 2;
}
