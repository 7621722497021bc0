// dl_main MODE: a CUDA shared library (libsl1.so) opened with dlopen and
// closed with dlclose, as plugins are:
//   loop    five rounds of dlopen, a kernel launch and a global's value
//           (the library's module is loaded afresh each round?), dlclose
//   stale   the library's kernel taken as a CUfunction (cudaGetFuncBySymbol),
//           the library closed, then cuFuncGetName/cuFuncGetAttribute/
//           cuLaunchKernel of it
//   both    libsl1 and libsl2 open together, closed in the order opened
//   mem     memory allocated by the library used after its dlclose
//   global  libsl1 and libsl2 opened RTLD_GLOBAL (lib2's kernel stub
//           "kern" then resolves to lib1's within lib2?), each run
//   ctor    libl_c.so (lc_lib.cu: CUDA in its constructor and destructor)
//           opened, read, closed, twice
//   reopen  libsl1 opened, its kernel's CUfunction taken, closed, opened
//           again: the new CUfunction equal to the old?
#include <dlfcn.h>
#include <cstring>
#include "io.h"

static void *sym(void *lib, const char *n) {
  void *f = dlsym(lib, n);
  if (!f) printf("dlsym %s: missing\n", n);
  return f;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "loop";
  char dir[4096];
  strncpy(dir, argv[0], sizeof dir - 64);
  dir[sizeof dir - 64] = 0;
  char *slash = strrchr(dir, '/');
  if (slash) slash[1] = 0; else strcpy(dir, "./");
  char p1[4200], p2[4200];
  snprintf(p1, sizeof p1, "%slibsl1.so", dir);
  snprintf(p2, sizeof p2, "%slibsl2.so", dir);
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64));
  if (!strcmp(mode, "loop")) {
    for (int r = 0; r < 5; r++) {
      void *lib = dlopen(p1, RTLD_NOW | RTLD_LOCAL);
      if (!lib) { printf("dlopen: %s\n", dlerror()); return 1; }
      auto run = (int (*)(int *, int))sym(lib, "sl1_run");
      auto bump = (int (*)())sym(lib, "sl1_bump");
      printf("round %d: run %d bump %d\n", r, run(d, r), bump());
      printf("round %d: dlclose %d\n", r, dlclose(lib));
      OK(cudaGetLastError());
    }
  } else if (!strcmp(mode, "stale")) {
    void *lib = dlopen(p1, RTLD_NOW | RTLD_LOCAL);
    auto func = (void *(*)())sym(lib, "sl1_func");
    CUfunction f = (CUfunction)func();
    const char *n = nullptr;
    CU(cuFuncGetName(&n, f));
    printf("name before close %s\n", n ? n : "(null)");
    printf("dlclose %d\n", dlclose(lib));
    int a = -1;
    CU(cuFuncGetAttribute(&a, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
    printf("max threads %d\n", a);
    int v = 3;
    void *args[] = {&d, &v};
    CU(cuLaunchKernel(f, 1, 1, 1, 4, 1, 1, 0, nullptr, args, nullptr));
    CU(cuCtxSynchronize());
  } else if (!strcmp(mode, "both")) {
    void *l1 = dlopen(p1, RTLD_NOW | RTLD_LOCAL), *l2 = dlopen(p2, RTLD_NOW | RTLD_LOCAL);
    auto r1 = (int (*)(int *, int))sym(l1, "sl1_run");
    auto r2 = (int (*)(int *, int))sym(l2, "sl2_run");
    printf("run1 %d run2 %d\n", r1(d, 1), r2(d, 2));
    printf("dlclose l1 %d\n", dlclose(l1));
    printf("run2 after l1 closed %d\n", r2(d, 3));
    printf("dlclose l2 %d\n", dlclose(l2));
  } else if (!strcmp(mode, "global")) {
    void *l1 = dlopen(p1, RTLD_NOW | RTLD_GLOBAL), *l2 = dlopen(p2, RTLD_NOW | RTLD_GLOBAL);
    auto r1 = (int (*)(int *, int))sym(l1, "sl1_run");
    auto r2 = (int (*)(int *, int))sym(l2, "sl2_run");
    printf("run1 %d run2 %d\n", r1(d, 1), r2(d, 2));
    auto b1 = (int (*)())sym(l1, "sl1_bump");
    auto b2 = (int (*)())sym(l2, "sl2_bump");
    printf("bump1 %d bump2 %d\n", b1(), b2());
    printf("dlclose l2 %d l1 %d\n", dlclose(l2), dlclose(l1));
  } else if (!strcmp(mode, "reopen")) {
    void *lib = dlopen(p1, RTLD_NOW | RTLD_LOCAL);
    CUfunction f1 = (CUfunction)((void *(*)())sym(lib, "sl1_func"))();
    printf("dlclose %d\n", dlclose(lib));
    lib = dlopen(p1, RTLD_NOW | RTLD_LOCAL);
    CUfunction f2 = (CUfunction)((void *(*)())sym(lib, "sl1_func"))();
    printf("second open's function equals the first's %d\n", f1 == f2);
    printf("run %d\n", ((int (*)(int *, int))sym(lib, "sl1_run"))(d, 2));
    printf("dlclose %d\n", dlclose(lib));
  } else if (!strcmp(mode, "ctor")) {
    char p3[4200];
    snprintf(p3, sizeof p3, "%slibl_c.so", dir);
    for (int r = 0; r < 2; r++) {
      printf("round %d: dlopen\n", r);
      void *lib = dlopen(p3, RTLD_NOW | RTLD_LOCAL);
      if (!lib) { printf("dlopen: %s\n", dlerror()); break; }
      printf("lcValue %d\n", ((int (*)())sym(lib, "lcValue"))());
      printf("round %d: dlclose\n", r);
      printf("dlclose %d\n", dlclose(lib));
    }
  } else if (!strcmp(mode, "mem")) {
    void *lib = dlopen(p1, RTLD_NOW | RTLD_LOCAL);
    auto alloc = (void *(*)(size_t))sym(lib, "sl1_alloc");
    int *m = (int *)alloc(256);
    auto run = (int (*)(int *, int))sym(lib, "sl1_run");
    printf("run %d\n", run(m, 4));
    printf("dlclose %d\n", dlclose(lib));
    int h[4] = {0};
    SHOW(cudaMemcpy(h, m, sizeof h, cudaMemcpyDeviceToHost));
    printf("after close: %d %d\n", h[0], h[3]);
    cudaPointerAttributes pa;
    SHOW(cudaPointerGetAttributes(&pa, m));
    printf("type %d\n", (int)pa.type);
    SHOW(cudaFree(m));
  }
  OK(cudaDeviceSynchronize());
  OK(cudaFree(d));
  return finish();
}
