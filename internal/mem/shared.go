package mem

import "cudasim/cu"

// Back makes the device allocation at base read and write buf from now on,
// copying in what it holds: memory shared with another process through a
// mapped file (cuIpcGetMemHandle / cuIpcOpenMemHandle). buf must hold the
// allocation's size rounded up to whole pages. Its pages count as touched
// against the space's budget (CUDA_ERROR_OUT_OF_MEMORY past it). The
// caller keeps buf mapped while the allocation lives.
func (s *Space) Back(base uint64, buf []byte) error {
	a, ok := s.Lookup(base)
	if !ok || a.Base != base || a.pages == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "%#x is not the start of a device allocation", base)
	}
	t := a.pages
	npages := (t.size + pageSize - 1) >> pageShift
	if uint64(len(buf)) < npages<<pageShift {
		return cu.Errorf(cu.ErrorInvalidValue, "%d bytes cannot back %d bytes of device memory", len(buf), t.size)
	}
	if t.backed.Load() {
		return cu.Errorf(cu.ErrorInvalidValue, "%s is shared already", a.describe())
	}
	var total uint64
	for i := range npages {
		total += t.pageLen(i)
	}
	if !t.budget.take(int64(total) - int64(t.touched())) {
		return cu.Errorf(cu.ErrorOutOfMemory, "sharing %s needs %d bytes of host memory past the touch budget", a.describe(), npages<<pageShift)
	}
	for i := range npages {
		n := t.pageLen(i)
		np := &page{b: buf[i<<pageShift : i<<pageShift+n : i<<pageShift+n]}
		if old := t.peek(i); old != nil {
			copy(np.b, old)
		}
		t.leaf(i).pages[i&(leafLen-1)].Store(np)
	}
	t.backed.Store(true)
	return nil
}
