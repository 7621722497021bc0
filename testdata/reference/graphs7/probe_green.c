/* graphs7: green contexts on the real driver. Resource queries (raw bytes of
 * CUdevResource), cuDevSmResourceSplitByCount over counts, flags and group
 * numbers, descriptors, green context creation, its CUcontext, streams,
 * events, what device attributes, occupancy and %smid look like inside it,
 * and the codes for wrong use. */
#include "common.h"

static void dump(const char *what, const CUdevResource *r) {
    const unsigned *w = (const unsigned *)r;
    printf("  %s: type %u sm.smCount %u words[24..31]", what, (unsigned)r->type, r->sm.smCount);
    for (int i = 24; i < 32 && i * 4 < (int)sizeof *r; i++) printf(" %u", w[i]);
    int nz = 0;
    for (int i = 1; i < 24; i++) nz += w[i] != 0;
    printf(" (nonzero words in padding 1..23: %d)\n", nz);
    fflush(stdout);
}

static const char *PTX =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry smid(.param .u64 out)\n{\n"
    " .reg .pred %p<2>; .reg .b32 %r<4>; .reg .b64 %rd<8>;\n"
    " ld.param.u64 %rd1, [out]; cvta.to.global.u64 %rd1, %rd1;\n"
    " mov.u32 %r1, %ctaid.x; mov.u32 %r2, %smid; mov.u32 %r3, %nsmid;\n"
    " mul.wide.u32 %rd2, %r1, 8; add.s64 %rd3, %rd1, %rd2;\n"
    " st.global.u32 [%rd3], %r2; st.global.u32 [%rd3+4], %r3;\n"
    " mov.u64 %rd4, %globaltimer;\n"
    "L: mov.u64 %rd5, %globaltimer; sub.s64 %rd6, %rd5, %rd4; setp.lt.u64 %p1, %rd6, 20000; @%p1 bra L;\n"
    " ret;\n}\n";

static CUlibrary lib;
static CUkernel kern;

/* smids launches nb one-thread blocks on s and reports distinct %smid. */
static void smids(const char *what, CUstream s, int nb, int coop) {
    CUdeviceptr out;
    if (cuMemAlloc(&out, (size_t)nb * 8)) { printf("  alloc failed\n"); return; }
    cuMemsetD8(out, 0xff, (size_t)nb * 8);
    void *args[] = {&out};
    char l[128];
    snprintf(l, sizeof l, "%s: launch %d blocks%s", what, nb, coop ? " cooperative" : "");
    CUresult r;
    if (coop) {
        CUlaunchAttribute at;
        memset(&at, 0, sizeof at);
        at.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        at.value.cooperative = 1;
        CUlaunchConfig cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.gridDimX = nb; cfg.gridDimY = 1; cfg.gridDimZ = 1;
        cfg.blockDimX = 1; cfg.blockDimY = 1; cfg.blockDimZ = 1;
        cfg.hStream = s; cfg.attrs = &at; cfg.numAttrs = 1;
        r = R(l, cuLaunchKernelEx(&cfg, (CUfunction)kern, args, NULL));
    } else
        r = R(l, cuLaunchKernel((CUfunction)kern, nb, 1, 1, 1, 1, 1, 0, s, args, NULL));
    CUresult r2 = R("  cuStreamSynchronize", cuStreamSynchronize(s));
    if (r == CUDA_SUCCESS && r2 == CUDA_SUCCESS) {
        unsigned *h = calloc(nb, 8);
        cuMemcpyDtoH(h, out, (size_t)nb * 8);
        char seen[1024] = {0};
        int distinct = 0, maxid = -1;
        for (int i = 0; i < nb; i++) {
            unsigned id = h[2 * i];
            if (id < 1024 && !seen[id]) { seen[id] = 1; distinct++; }
            if ((int)id > maxid) maxid = id;
        }
        printf("  distinct smid %d max smid %d nsmid %u\n", distinct, maxid, h[1]);
        free(h);
    }
    cuMemFree(out);
}

static void attrs(const char *what, CUdevice dev) {
    int v = -1;
    cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
    int blocks = -1;
    CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (CUfunction)kern, 1, 0);
    int grid = -1, blk = -1;
    CUresult r2 = cuOccupancyMaxPotentialBlockSize(&grid, &blk, (CUfunction)kern, NULL, 0, 0);
    int clusters = -1;
    CUlaunchConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    CUlaunchAttribute at;
    memset(&at, 0, sizeof at);
    at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    at.value.clusterDim.x = 2; at.value.clusterDim.y = 1; at.value.clusterDim.z = 1;
    cfg.gridDimX = 2; cfg.gridDimY = 1; cfg.gridDimZ = 1; cfg.blockDimX = 32; cfg.blockDimY = 1; cfg.blockDimZ = 1;
    cfg.attrs = &at; cfg.numAttrs = 1;
    CUresult r3 = cuOccupancyMaxActiveClusters(&clusters, (CUfunction)kern, &cfg);
    printf("  %s: MULTIPROCESSOR_COUNT %d; occupancy blocks/SM %d (%s); potential grid %d block %d (%s); "
           "max active 2-clusters %d (%s)\n", what, v, blocks, rcname(r), grid, blk, rcname(r2), clusters, rcname(r3));
    fflush(stdout);
}

static CUgreenCtx make_green(CUdevice dev, CUdevResource *g, unsigned flags, const char *what) {
    CUdevResourceDesc desc = NULL;
    CUgreenCtx gc = NULL;
    char l[160];
    snprintf(l, sizeof l, "cuDevResourceGenerateDesc(%s)", what);
    if (R(l, cuDevResourceGenerateDesc(&desc, g, 1))) return NULL;
    snprintf(l, sizeof l, "cuGreenCtxCreate(%s, flags %u)", what, flags);
    R(l, cuGreenCtxCreate(&gc, desc, dev, flags));
    return gc;
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    CUdevice dev;
    CUcontext pctx;
    R("cuInit", cuInit(0));
    cuDeviceGet(&dev, 0);
    int drv = 0;
    cuDriverGetVersion(&drv);
    printf("driver %d CUDA_VERSION %d sizeof(CUdevResource) %zu offsetof sm %zu\n", drv, CUDA_VERSION,
           sizeof(CUdevResource), (size_t)((char *)&((CUdevResource *)0)->sm - (char *)0));
    CUdevResource whole;
    printf("== before any context\n");
    memset(&whole, 0, sizeof whole);
    R("cuDeviceGetDevResource(SM) before a context", cuDeviceGetDevResource(dev, &whole, CU_DEV_RESOURCE_TYPE_SM));
    R("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain(&pctx, dev));
    cuCtxSetCurrent(pctx);
    R("cuLibraryLoadData", cuLibraryLoadData(&lib, PTX, NULL, NULL, 0, NULL, NULL, 0));
    R("cuLibraryGetKernel", cuLibraryGetKernel(&kern, lib, "smid"));

    printf("== device resources\n");
    memset(&whole, 0xab, sizeof whole);
    R("cuDeviceGetDevResource(SM) into 0xab bytes", cuDeviceGetDevResource(dev, &whole, CU_DEV_RESOURCE_TYPE_SM));
    {
        const unsigned char *b = (const unsigned char *)&whole;
        int untouched = 0;
        for (size_t i = 0; i < sizeof whole; i++) untouched += b[i] == 0xab;
        printf("  bytes left 0xab: %d of %zu; first untouched at", untouched, sizeof whole);
        for (size_t i = 0; i < sizeof whole; i++) if (b[i] == 0xab) { printf(" %zu", i); break; }
        printf("\n");
    }
    memset(&whole, 0, sizeof whole);
    R("cuDeviceGetDevResource(SM)", cuDeviceGetDevResource(dev, &whole, CU_DEV_RESOURCE_TYPE_SM));
    dump("device SM", &whole);
    unsigned types[] = {0, 2, 3, 1000, 10000, 99};
    for (int i = 0; i < 6; i++) {
        CUdevResource x;
        memset(&x, 0, sizeof x);
        char l[96];
        snprintf(l, sizeof l, "cuDeviceGetDevResource(type %u)", types[i]);
        if (R(l, cuDeviceGetDevResource(dev, &x, (CUdevResourceType)types[i])) == CUDA_SUCCESS) dump("", &x);
    }
    R("cuDeviceGetDevResource(NULL)", cuDeviceGetDevResource(dev, NULL, CU_DEV_RESOURCE_TYPE_SM));
    {
        CUdevResource x;
        R("cuDeviceGetDevResource(device 7)", cuDeviceGetDevResource(7, &x, CU_DEV_RESOURCE_TYPE_SM));
        memset(&x, 0, sizeof x);
        if (R("cuCtxGetDevResource(primary, SM)", cuCtxGetDevResource(pctx, &x, CU_DEV_RESOURCE_TYPE_SM)) == 0) dump("primary ctx SM", &x);
        R("cuCtxGetDevResource(primary, type 0)", cuCtxGetDevResource(pctx, &x, (CUdevResourceType)0));
        R("cuCtxGetDevResource(NULL ctx = current, SM)", cuCtxGetDevResource(NULL, &x, CU_DEV_RESOURCE_TYPE_SM));
    }

    printf("== cuDevSmResourceSplitByCount\n");
    unsigned counts[] = {0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 14, 15, 16, 17, 24, 32, 33, 40, 64, 65, 66, 67, 72, 100, 128, 132, 133, 200};
    unsigned flagsv[] = {0, 1, 2, 3, 4};
    for (int fi = 0; fi < 5; fi++)
        for (int ci = 0; ci < (int)(sizeof counts / sizeof *counts); ci++) {
            unsigned ng = 0;
            CUdevResource rem;
            memset(&rem, 0, sizeof rem);
            CUresult r = cuDevSmResourceSplitByCount(NULL, &ng, &whole, &rem, flagsv[fi], counts[ci]);
            printf("split query flags %u min %u -> %s(%d) nbGroups %u rem %u\n", flagsv[fi], counts[ci], rcname(r), (int)r, ng,
                   rem.sm.smCount);
            if (r != CUDA_SUCCESS) continue;
            unsigned asks[] = {1, 2, 3, 100};
            for (int ai = 0; ai < 4; ai++) {
                CUdevResource res[200];
                memset(res, 0, sizeof res);
                memset(&rem, 0, sizeof rem);
                unsigned n = asks[ai];
                r = cuDevSmResourceSplitByCount(res, &n, &whole, &rem, flagsv[fi], counts[ci]);
                printf("  ask %u -> %s(%d) got %u:", asks[ai], rcname(r), (int)r, n);
                if (r == CUDA_SUCCESS) {
                    for (unsigned k = 0; k < n && k < 200; k++) printf(" %u", res[k].sm.smCount);
                    printf(" rem %u", rem.sm.smCount);
                }
                printf("\n");
            }
        }
    {
        CUdevResource res[4], rem, rem2;
        unsigned n = 1;
        printf("== split details\n");
        R("split 1x16, remaining NULL", cuDevSmResourceSplitByCount(res, &n, &whole, NULL, 0, 16));
        n = 2;
        memset(res, 0, sizeof res);
        memset(&rem, 0, sizeof rem);
        R("split 2x16", cuDevSmResourceSplitByCount(res, &n, &whole, &rem, 0, 16));
        dump("group 0", &res[0]);
        dump("group 1", &res[1]);
        dump("remaining", &rem);
        n = 1;
        memset(&rem2, 0, sizeof rem2);
        CUdevResource sub[4];
        memset(sub, 0, sizeof sub);
        R("split group 0 again 1x8", cuDevSmResourceSplitByCount(sub, &n, &res[0], &rem2, 0, 8));
        dump("sub 0", &sub[0]);
        dump("sub rem", &rem2);
        n = 1;
        R("split the remaining 1x8", cuDevSmResourceSplitByCount(sub, &n, &rem, &rem2, 0, 8));
        dump("rem sub 0", &sub[0]);
        n = 1;
        memset(sub, 0, sizeof sub);
        R("split the device 1x8 (for an 8-SM green context)", cuDevSmResourceSplitByCount(sub, &n, &whole, &rem2, 0, 8));
        dump("8-SM group", &sub[0]);
        n = 0;
        R("split nbGroups 0 with result", cuDevSmResourceSplitByCount(res, &n, &whole, &rem, 0, 8));
        printf("  nbGroups %u\n", n);
        R("split nbGroups NULL", cuDevSmResourceSplitByCount(res, NULL, &whole, &rem, 0, 8));
        n = 1;
        R("split input NULL", cuDevSmResourceSplitByCount(res, &n, NULL, &rem, 0, 8));
        CUdevResource bogus;
        memset(&bogus, 0, sizeof bogus);
        n = 1;
        R("split input type 0", cuDevSmResourceSplitByCount(res, &n, &bogus, &rem, 0, 8));
        bogus = whole;
        bogus.sm.smCount = 500;
        n = 1;
        R("split forged input smCount 500", cuDevSmResourceSplitByCount(res, &n, &bogus, &rem, 0, 8));
        printf("  got %u rem %u\n", n, rem.sm.smCount);

        printf("== descriptors\n");
        CUdevResourceDesc d = NULL;
        R("cuDevResourceGenerateDesc(groups 0 and 1)", cuDevResourceGenerateDesc(&d, res, 2));
        CUdevResource two[2] = {res[0], res[0]};
        R("cuDevResourceGenerateDesc(group 0 twice)", cuDevResourceGenerateDesc(&d, two, 2));
        R("cuDevResourceGenerateDesc(whole device)", cuDevResourceGenerateDesc(&d, &whole, 1));
        R("cuDevResourceGenerateDesc(remaining)", cuDevResourceGenerateDesc(&d, &rem, 1));
        CUdevResource zero;
        memset(&zero, 0, sizeof zero);
        R("cuDevResourceGenerateDesc(type 0)", cuDevResourceGenerateDesc(&d, &zero, 1));
        R("cuDevResourceGenerateDesc(forged smCount 500)", cuDevResourceGenerateDesc(&d, &bogus, 1));
        CUdevResource forged = res[0];
        forged.sm.smCount = 24;
        R("cuDevResourceGenerateDesc(group 0 with smCount 24)", cuDevResourceGenerateDesc(&d, &forged, 1));

        printf("== green contexts\n");
        CUgreenCtx g0 = make_green(dev, &res[0], 0, "group 0");
        if (g0) R("cuGreenCtxDestroy(flags 0 one)", cuGreenCtxDestroy(g0));
        CUgreenCtx gx = make_green(dev, &res[0], 2, "group 0");
        if (gx) R("cuGreenCtxDestroy(flags 2 one)", cuGreenCtxDestroy(gx));
        gx = make_green(dev, &whole, 1, "whole device");
        if (gx) {
            CUcontext c;
            cuCtxFromGreenCtx(&c, gx);
            cuCtxPushCurrent(c);
            attrs("whole-device green ctx", dev);
            CUstream s;
            if (!R("cuStreamCreate(non-blocking) in whole-device green ctx", cuStreamCreate(&s, CU_STREAM_NON_BLOCKING))) {
                smids("whole-device green", s, 1056, 0);
                cuStreamDestroy(s);
            }
            cuCtxPopCurrent(&c);
            R("cuGreenCtxDestroy(whole)", cuGreenCtxDestroy(gx));
        }
        gx = make_green(dev, &rem, 1, "remaining");
        if (gx) R("cuGreenCtxDestroy(remaining)", cuGreenCtxDestroy(gx));
        CUgreenCtx ga = make_green(dev, &res[0], 1, "group 0");
        CUgreenCtx gb = make_green(dev, &res[1], 1, "group 1");
        CUgreenCtx gs = make_green(dev, &sub[0], 1, "8-SM group");
        R("cuGreenCtxCreate(NULL desc)", cuGreenCtxCreate(&gx, NULL, dev, 1));
        R("cuDevResourceGenerateDesc(group 0)", cuDevResourceGenerateDesc(&d, &res[0], 1));
        R("cuGreenCtxCreate(device 7)", cuGreenCtxCreate(&gx, d, 7, 1));
        R("cuGreenCtxCreate(NULL out)", cuGreenCtxCreate(NULL, d, dev, 1));
        if (!ga || !gb) { printf("no green contexts; stop\n"); return 0; }
        CUcontext ca = NULL, ca2 = NULL, cb = NULL;
        R("cuCtxFromGreenCtx(a)", cuCtxFromGreenCtx(&ca, ga));
        R("cuCtxFromGreenCtx(a) again", cuCtxFromGreenCtx(&ca2, ga));
        R("cuCtxFromGreenCtx(b)", cuCtxFromGreenCtx(&cb, gb));
        printf("  same CUcontext twice: %s; a==primary %d a==b %d; a==green handle %d\n", ca == ca2 ? "yes" : "no", ca == pctx,
               ca == cb, (void *)ca == (void *)ga);
        R("cuCtxFromGreenCtx(NULL)", cuCtxFromGreenCtx(&ca2, NULL));
        R("cuCtxFromGreenCtx(out NULL)", cuCtxFromGreenCtx(NULL, ga));
        CUdevResource x;
        memset(&x, 0, sizeof x);
        if (!R("cuGreenCtxGetDevResource(a, SM)", cuGreenCtxGetDevResource(ga, &x, CU_DEV_RESOURCE_TYPE_SM))) dump("green a SM", &x);
        {
            CUdevResource gsplit[4], grem;
            memset(gsplit, 0, sizeof gsplit);
            memset(&grem, 0, sizeof grem);
            unsigned gn = 4;
            CUresult r = R("split green a's resource 4x8", cuDevSmResourceSplitByCount(gsplit, &gn, &x, &grem, 0, 8));
            if (r == CUDA_SUCCESS) { printf("  got %u:", gn); for (unsigned k = 0; k < gn; k++) printf(" %u", gsplit[k].sm.smCount); printf(" rem %u\n", grem.sm.smCount); }
        }
        R("cuGreenCtxGetDevResource(a, type 0)", cuGreenCtxGetDevResource(ga, &x, (CUdevResourceType)0));
        memset(&x, 0, sizeof x);
        if (!R("cuCtxGetDevResource(ctx of a, SM)", cuCtxGetDevResource(ca, &x, CU_DEV_RESOURCE_TYPE_SM))) dump("ctx of a SM", &x);
        if (gs) {
            memset(&x, 0, sizeof x);
            if (!R("cuGreenCtxGetDevResource(sub, SM)", cuGreenCtxGetDevResource(gs, &x, CU_DEV_RESOURCE_TYPE_SM))) dump("green sub SM", &x);
        }
        unsigned long long id = 0, id2 = 0, cid = 0;
        R("cuGreenCtxGetId(a)", cuGreenCtxGetId(ga, &id));
        R("cuGreenCtxGetId(b)", cuGreenCtxGetId(gb, &id2));
        R("cuCtxGetId(ctx of a)", cuCtxGetId(ca, &cid));
        printf("  green ids a %llu b %llu ctx-of-a id %llu\n", id, id2, cid);

        printf("== current green context\n");
        R("cuCtxPushCurrent(ctx of a)", cuCtxPushCurrent(ca));
        CUcontext cur = NULL;
        cuCtxGetCurrent(&cur);
        printf("  current is ctx of a: %d\n", cur == ca);
        CUdevice cd = -1;
        R("cuCtxGetDevice", CtxGetDevice1(&cd));
        unsigned fl = 77;
        R("cuCtxGetFlags", cuCtxGetFlags(&fl));
        printf("  device %d flags %#x\n", cd, fl);
        attrs("green a current", dev);
        memset(&x, 0, sizeof x);
        if (!R("cuCtxGetDevResource(NULL = current green)", cuCtxGetDevResource(NULL, &x, CU_DEV_RESOURCE_TYPE_SM))) dump("current", &x);
        size_t fr = 0, tot = 0;
        R("cuMemGetInfo in green ctx", cuMemGetInfo(&fr, &tot));
        CUstream sd;
        R("cuStreamCreate(default flags) in green ctx", cuStreamCreate(&sd, 0));
        CUgreenCtx back = NULL;
        R("cuStreamGetGreenCtx(stream made by cuStreamCreate in green ctx)", cuStreamGetGreenCtx(sd, &back));
        printf("  green ctx of it is a: %d (NULL %d)\n", back == ga, back == NULL);
        smids("green a via cuStreamCreate", sd, 1056, 0);
        smids("green a, legacy stream", NULL, 1056, 0);
        cuStreamDestroy(sd);
        R("cuCtxSynchronize in green ctx", CtxSynchronize1());
        R("cuCtxDestroy(ctx of a) while current", cuCtxDestroy(ca));
        R("cuGreenCtxDestroy(a) while current? no - skipped", CUDA_SUCCESS);
        CUcontext popped = NULL;
        R("cuCtxPopCurrent", cuCtxPopCurrent(&popped));
        printf("  popped ctx of a: %d\n", popped == ca);

        printf("== green streams\n");
        CUstream s1 = NULL, s0 = NULL, sp = NULL;
        R("cuGreenCtxStreamCreate(a, flags 0)", cuGreenCtxStreamCreate(&s0, ga, 0, 0));
        if (s0) cuStreamDestroy(s0);
        R("cuGreenCtxStreamCreate(a, flags 2)", cuGreenCtxStreamCreate(&s0, ga, 2, 0));
        R("cuGreenCtxStreamCreate(a, NON_BLOCKING, prio 0)", cuGreenCtxStreamCreate(&s1, ga, CU_STREAM_NON_BLOCKING, 0));
        int lo = 0, hi = 0;
        cuCtxGetStreamPriorityRange(&lo, &hi);
        printf("  priority range %d..%d\n", lo, hi);
        R("cuGreenCtxStreamCreate(a, NON_BLOCKING, prio -100)", cuGreenCtxStreamCreate(&sp, ga, CU_STREAM_NON_BLOCKING, -100));
        if (sp) {
            int pr = 77;
            cuStreamGetPriority(sp, &pr);
            printf("  priority -100 became %d\n", pr);
            cuStreamDestroy(sp);
        }
        R("cuGreenCtxStreamCreate(a, NON_BLOCKING, prio 100)", cuGreenCtxStreamCreate(&sp, ga, CU_STREAM_NON_BLOCKING, 100));
        if (sp) {
            int pr = 77;
            cuStreamGetPriority(sp, &pr);
            printf("  priority 100 became %d\n", pr);
            cuStreamDestroy(sp);
        }
        R("cuGreenCtxStreamCreate(NULL green)", cuGreenCtxStreamCreate(&sp, NULL, CU_STREAM_NON_BLOCKING, 0));
        R("cuGreenCtxStreamCreate(NULL out)", cuGreenCtxStreamCreate(NULL, ga, CU_STREAM_NON_BLOCKING, 0));
        if (s1) {
            unsigned sf = 77;
            cuStreamGetFlags(s1, &sf);
            printf("  green stream flags %#x\n", sf);
            CUgreenCtx sg = NULL;
            R("cuStreamGetGreenCtx(green stream)", cuStreamGetGreenCtx(s1, &sg));
            printf("  is a: %d\n", sg == ga);
            CUcontext sc = NULL;
            R("cuStreamGetCtx(green stream)", StreamGetCtx1(s1, &sc));
            printf("  is ctx of a: %d primary: %d\n", sc == ca, sc == pctx);
            CUcontext sc2 = NULL;
            CUgreenCtx sg2 = NULL;
            R("cuStreamGetCtx_v2(green stream)", cuStreamGetCtx_v2(s1, &sc2, &sg2));
            printf("  ctx %s green %s\n", sc2 == NULL ? "NULL" : sc2 == ca ? "ctx of a" : sc2 == pctx ? "primary" : "other",
                   sg2 == ga ? "a" : sg2 == NULL ? "NULL" : "other");
            CUstream ps;
            cuStreamCreate(&ps, CU_STREAM_NON_BLOCKING);
            sg = (CUgreenCtx)1;
            R("cuStreamGetGreenCtx(primary stream)", cuStreamGetGreenCtx(ps, &sg));
            printf("  green %s\n", sg == NULL ? "NULL" : "set");
            sc2 = NULL;
            sg2 = (CUgreenCtx)1;
            R("cuStreamGetCtx_v2(primary stream)", cuStreamGetCtx_v2(ps, &sc2, &sg2));
            printf("  ctx %s green %s\n", sc2 == pctx ? "primary" : "other", sg2 == NULL ? "NULL" : "set");
            sg = (CUgreenCtx)1;
            R("cuStreamGetGreenCtx(NULL stream, primary current)", cuStreamGetGreenCtx(NULL, &sg));
            printf("  green %s\n", sg == NULL ? "NULL" : "set");
            R("cuStreamGetGreenCtx(out NULL)", cuStreamGetGreenCtx(s1, NULL));
            smids("green a via cuGreenCtxStreamCreate", s1, 1056, 0);
            smids("primary", ps, 1056, 0);
            int occ = 0;
            cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, (CUfunction)kern, 1, 0);
            int gsm = res[0].sm.smCount;
            smids("green a, cooperative at green SMs x occupancy", s1, gsm * occ, 1);
            smids("green a, cooperative at green SMs x occupancy + 1", s1, gsm * occ + 1, 1);
            smids("green a, cooperative at device SMs x occupancy", s1, whole.sm.smCount * occ, 1);
            smids("primary, cooperative at device SMs x occupancy + 1", ps, whole.sm.smCount * occ + 1, 1);

            printf("== events\n");
            CUevent e1, e2;
            cuEventCreate(&e1, CU_EVENT_DEFAULT);
            R("cuGreenCtxRecordEvent(a, event of primary)", cuGreenCtxRecordEvent(ga, e1));
            R("cuEventSynchronize", cuEventSynchronize(e1));
            R("cuGreenCtxWaitEvent(b, event)", cuGreenCtxWaitEvent(gb, e1));
            R("cuEventRecord(event, green stream)", cuEventRecord(e1, s1));
            R("cuStreamWaitEvent(primary stream, event of green stream)", cuStreamWaitEvent(ps, e1, 0));
            cuCtxPushCurrent(ca);
            R("cuEventCreate in green ctx", cuEventCreate(&e2, CU_EVENT_DEFAULT));
            cuCtxPopCurrent(NULL);
            R("cuEventRecord(green event, primary stream)", cuEventRecord(e2, ps));
            R("cuEventRecord(green event, green stream)", cuEventRecord(e2, s1));
            R("cuGreenCtxRecordEvent(b, green a's event)", cuGreenCtxRecordEvent(gb, e2));
            R("cuGreenCtxRecordEvent(NULL, e)", cuGreenCtxRecordEvent(NULL, e1));
            R("cuGreenCtxRecordEvent(a, NULL)", cuGreenCtxRecordEvent(ga, NULL));
            R("cuGreenCtxWaitEvent(a, NULL)", cuGreenCtxWaitEvent(ga, NULL));
            R("cuCtxSynchronize(primary)", CtxSynchronize1());
            cuEventDestroy(e1);
            cuEventDestroy(e2);

            printf("== memory across contexts\n");
            CUdeviceptr dm = 0;
            cuCtxPushCurrent(ca);
            R("cuMemAlloc in green ctx", cuMemAlloc(&dm, 4096));
            cuCtxPopCurrent(NULL);
            R("cuMemsetD32Async(green alloc, primary stream)", cuMemsetD32Async(dm, 7, 1024, ps));
            R("cuStreamSynchronize(primary)", cuStreamSynchronize(ps));
            CUcontext own = NULL;
            R("cuPointerGetAttribute(CONTEXT) of green alloc", cuPointerGetAttribute(&own, CU_POINTER_ATTRIBUTE_CONTEXT, dm));
            printf("  owner is ctx of a: %d primary: %d\n", own == ca, own == pctx);
            R("cuMemFree (primary current)", cuMemFree(dm));

            printf("== module loaded in the primary context, launched in the green one\n");
            CUmodule mod;
            CUfunction fn;
            R("cuModuleLoadData (primary)", cuModuleLoadData(&mod, PTX));
            R("cuModuleGetFunction", cuModuleGetFunction(&fn, mod, "smid"));
            CUdeviceptr o;
            cuMemAlloc(&o, 8);
            void *args[] = {&o};
            R("cuLaunchKernel(primary's function, green stream)", cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, s1, args, NULL));
            R("cuStreamSynchronize(green)", cuStreamSynchronize(s1));
            CUfunction kf = NULL;
            cuCtxPushCurrent(ca);
            R("cuKernelGetFunction in green ctx", cuKernelGetFunction(&kf, kern));
            CUfunction kp = NULL;
            cuCtxPopCurrent(NULL);
            cuKernelGetFunction(&kp, kern);
            printf("  green function == primary function: %d\n", kf == kp);
            cuMemFree(o);
            cuModuleUnload(mod);

            printf("== destroy\n");
            R("cuStreamDestroy(green stream)", cuStreamDestroy(s1));
            R("cuGreenCtxStreamCreate(a) then destroy a with the stream alive", cuGreenCtxStreamCreate(&s1, ga, CU_STREAM_NON_BLOCKING, 0));
            cuStreamDestroy(ps);
        }
        printf("== two green contexts over the same group\n");
        CUgreenCtx d1 = make_green(dev, &res[0], 1, "group 0, first");
        CUgreenCtx d2 = make_green(dev, &res[0], 1, "group 0, second");
        if (d1) cuGreenCtxDestroy(d1);
        if (d2) cuGreenCtxDestroy(d2);
        cuCtxPushCurrent(ca);
        R("cuGreenCtxDestroy(a) while its ctx is current", cuGreenCtxDestroy(ga));
        CUcontext c2 = (CUcontext)1;
        R("cuCtxGetCurrent after", cuCtxGetCurrent(&c2));
        printf("  current %s\n", c2 == NULL ? "NULL" : c2 == ca ? "stale ctx of a" : c2 == pctx ? "primary" : "other");
        CUdevice dd = -1;
        R("cuCtxGetDevice after", CtxGetDevice1(&dd));
        cuCtxSetCurrent(pctx);
        R("cuGreenCtxDestroy(NULL)", cuGreenCtxDestroy(NULL));
        R("cuCtxDestroy(ctx of b)", cuCtxDestroy(cb));
        R("cuGreenCtxDestroy(b)", cuGreenCtxDestroy(gb));
        if (gs) R("cuGreenCtxDestroy(sub)", cuGreenCtxDestroy(gs));
        /* cuDevResourceGenerateDesc of 0 resources or NULL crashed driver 580 (windows 1 and 2). */
        printf("== use after destroy (may crash)\n");
        R("cuGreenCtxDestroy(a) again", cuGreenCtxDestroy(ga));
        R("cuCtxFromGreenCtx(destroyed a)", cuCtxFromGreenCtx(&c2, ga));
        R("cuStreamSynchronize(stream of destroyed a)", cuStreamSynchronize(s1));
    }
    printf("== done\n");
    return 0;
}
