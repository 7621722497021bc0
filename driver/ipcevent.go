package driver

import (
	"sync/atomic"
	"time"
	"unsafe"

	"cudasim/internal/mem"
)

// Interprocess events in stream order (streamq.go). An exported event's
// records are counted in a small shared file (the memfd of ipc_linux.go):
// word 0 the generation of its last record, word 1 the generation of the
// last record reached. The process that opens the handle reads them: its
// event is reached when the exporter's last record is, and a stream that
// waits for it waits until then (cuda.core's test_event_ipc: a child's
// stream waits for an event the parent recorded behind a held latch).

// ipcEventSize is the shared file's size: one granule, of which the two
// words are used (the file is sparse).
const ipcEventSize = mem.Granule

func ipcWord(m *sharedMapping, i int) *uint64 { return (*uint64)(unsafe.Pointer(&m.b[8*i])) }

// shareRecords makes e's shared counters (once), from its state now.
// Called with e.mu held.
func (e *event) shareRecords() (*sharedMapping, error) {
	if e.ipc != nil {
		return e.ipc, nil
	}
	m, err := newSharedMapping(ipcEventSize)
	if err != nil {
		return nil, err
	}
	reached := e.gen
	if pending(e.done) && reached > 0 {
		reached--
	}
	atomic.StoreUint64(ipcWord(m, 0), e.gen)
	atomic.StoreUint64(ipcWord(m, 1), reached)
	e.ipc = m
	return m, nil
}

// sharedRecord tells the shared counters of record gen: recorded (reached
// false) or reached. Called with e.mu held.
func (e *event) sharedRecord(gen uint64, reached bool) {
	if e.ipc == nil {
		return
	}
	w := ipcWord(e.ipc, 0)
	if reached {
		w = ipcWord(e.ipc, 1)
	}
	for {
		old := atomic.LoadUint64(w)
		if old >= gen || atomic.CompareAndSwapUint64(w, old, gen) {
			return
		}
	}
}

// peerPending reports whether the exporter's last record of an opened
// event is not reached yet, and its generation.
func peerPending(m *sharedMapping) (bool, uint64) {
	rec := atomic.LoadUint64(ipcWord(m, 0))
	return atomic.LoadUint64(ipcWord(m, 1)) < rec, rec
}

// peerCompletion is a channel closed once the exporter has reached
// record gen, polled every 200 µs.
func peerCompletion(m *sharedMapping, gen uint64) chan struct{} {
	ch := make(chan struct{})
	go func() {
		for atomic.LoadUint64(ipcWord(m, 1)) < gen {
			time.Sleep(200 * time.Microsecond)
		}
		close(ch)
	}()
	return ch
}
