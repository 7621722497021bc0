package driver

import (
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// A faulting kernel's sticky error names its code once; the message is the
// fault's, not the fault's message wrapped in its own code again.
func TestStickyMessageNamesCodeOnce(t *testing.T) {
	var mu sync.Mutex
	var sticky []Notice
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, func(n Notice) {
		if n.Kind == NoticeSticky {
			mu.Lock()
			sticky = append(sticky, n)
			mu.Unlock()
		}
	})
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "faulty")
	must(t, err)
	buf, err := th.MemAlloc(64)
	must(t, err)
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(buf), nil))
	err = th.CtxSynchronize()
	wantCode(t, "cuCtxSynchronize after the fault", err, cu.ErrorIllegalAddress)
	name := cu.ErrorIllegalAddress.Name()
	if n := strings.Count(err.Error(), name); n != 1 {
		t.Errorf("sticky error %q names %s %d times, want once", err, name, n)
	}
	if d := cu.Detail(err); strings.HasPrefix(d, "CUDA_") || !strings.Contains(d, "kernel faulty") {
		t.Errorf("sticky error's detail %q: want the fault's own words (kernel faulty ...) without a code prefix", d)
	}
	if len(sticky) != 1 || sticky[0].Detail != cu.Detail(err) {
		t.Errorf("sticky notices %v, want one whose detail is the error's %q", sticky, cu.Detail(err))
	}
}

// Module and library notices carry why, which library, and what in fields,
// so that listeners need not read Detail.
func TestNoticeFields(t *testing.T) {
	type fields struct {
		Kind    NoticeKind
		Library bool // the notice names the test's library
		Reason  Reason
		Name    string
		What    string
		Count   int
	}
	var mu sync.Mutex
	var got []fields
	var lib Library
	_, th, c0 := newLibTest(t, 1, ModuleLoadingLazy, func(n Notice) {
		switch n.Kind {
		case NoticeModuleLoad, NoticeModuleUnload, NoticeLibraryLoad, NoticeLibraryUnload, NoticeManaged, NoticeLaunch, NoticeMemFree:
		default:
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if n.Kind == NoticeLibraryLoad {
			lib = n.Library
		}
		f := fields{Kind: n.Kind, Library: n.Library != 0 && n.Library == lib, Reason: n.Reason, Name: n.Name, Count: n.Count}
		if n.Kind != NoticeModuleLoad { // code description checked below
			f.What = n.What
		}
		got = append(got, f)
	})
	h, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	_, _, err = th.LibraryGetManaged(h, "managedVal")
	must(t, err)
	k, err := th.LibraryGetKernel(h, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(64)
	must(t, err)
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{16, 1, 1}, 0, 0, Args(buf, int32(16)), nil))
	c1, err := th.CtxCreate(0, 0)
	must(t, err)
	_, err = th.LibraryGetModule(h)
	must(t, err)
	must(t, th.CtxDestroy(c1))
	must(t, th.CtxSetCurrent(c0))
	must(t, th.MemFree(buf))
	must(t, th.DevicePrimaryCtxReset(0))
	must(t, th.LibraryUnload(h))
	want := []fields{
		{Kind: NoticeLibraryLoad, Library: true, What: "lazy: loaded into each context at first use"},
		{Kind: NoticeManaged, Library: true, Name: "managedVal", What: "managed"},
		{Kind: NoticeModuleLoad, Library: true, Reason: ReasonFirstLaunch, Count: 6},
		{Kind: NoticeLaunch, Reason: "cuLaunchKernel", Name: "addOne", What: "grid (1,1,1) block (16,1,1) shared 0"},
		{Kind: NoticeModuleLoad, Library: true, Reason: ReasonFirstUse, Count: 6},
		{Kind: NoticeModuleUnload, Library: true, Reason: ReasonCtxDestroyed, Count: 6},
		{Kind: NoticeMemFree, Reason: "cuMemFree", What: "device"},
		{Kind: NoticeModuleUnload, Library: true, Reason: ReasonCtxReset, Count: 6},
		{Kind: NoticeMemFree, Library: true, Reason: ReasonLibraryUnload, Name: "managedVal", What: "managed"},
		{Kind: NoticeLibraryUnload, Library: true, Count: 1},
	}
	mu.Lock()
	defer mu.Unlock()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("notices (-want +got):\n%s", diff)
	}
}
