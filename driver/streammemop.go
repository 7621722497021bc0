package driver

import (
	"fmt"
	"slices"
	"sync/atomic"
	"time"
	"unsafe"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Stream memory operations: cuStreamWaitValue32/64, cuStreamWriteValue32/64,
// cuStreamBatchMemOp and the graph batch-mem-op node. A write stores a
// 4- or 8-byte value in stream order; a wait holds its stream until a word
// of memory satisfies a predicate (docs/streams.md). A wait that does not
// hold when the stream reaches it leaves the stream pending (streamq.go): a
// goroutine polls the word, the stream answers CUDA_ERROR_NOT_READY and
// the work behind it queues until the word is set (by the host, by a
// kernel, by a write on another stream). The words are read and written
// atomically, as a kernel's strong (volatile, relaxed) accesses are.

// MemOpType is CUstreamBatchMemOpType.
type MemOpType uint32

// The operations of cuStreamBatchMemOp.
const (
	MemOpWaitValue32       MemOpType = 1 // CU_STREAM_MEM_OP_WAIT_VALUE_32
	MemOpWriteValue32      MemOpType = 2 // CU_STREAM_MEM_OP_WRITE_VALUE_32
	MemOpFlushRemoteWrites MemOpType = 3 // CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES
	MemOpWaitValue64       MemOpType = 4 // CU_STREAM_MEM_OP_WAIT_VALUE_64
	MemOpWriteValue64      MemOpType = 5 // CU_STREAM_MEM_OP_WRITE_VALUE_64
	MemOpBarrier           MemOpType = 6 // CU_STREAM_MEM_OP_BARRIER
)

// The predicates and flags of a wait (CUstreamWaitValue_flags) and of a
// write (CUstreamWriteValue_flags).
const (
	WaitValueGEQ              = 0x0     // (int)(*addr - value) >= 0: a cyclic comparison
	WaitValueEQ               = 0x1     // *addr == value
	WaitValueAND              = 0x2     // (*addr & value) != 0
	WaitValueNOR              = 0x3     // ~(*addr | value) != 0
	WaitValueFlush            = 1 << 30 // flush remote writes after the wait
	WriteValueNoMemoryBarrier = 0x1
)

// maxMemOps bounds the operations of one cuStreamBatchMemOp: the H200
// refused 256 (testdata/reference/streamops, transcript-w2, section batch);
// the largest count it takes was not measured (3 was accepted).
const maxMemOps = 255

// MemOp is one CUstreamBatchMemOpParams: a wait or a write of Value at
// Addr (Flags its predicate or write flags), a barrier (Flags its scope) or
// a flush of remote writes.
type MemOp struct {
	Type  MemOpType
	Addr  DevicePtr
	Value uint64
	Flags uint32
}

func (op MemOp) size() uint64 {
	if op.Type == MemOpWaitValue64 || op.Type == MemOpWriteValue64 {
		return 8
	}
	return 4
}

// StreamWaitValue32 is cuStreamWaitValue32(_v2).
func (t *Thread) StreamWaitValue32(s Stream, addr DevicePtr, value, flags uint32) error {
	return t.streamMemOps(s, []MemOp{{Type: MemOpWaitValue32, Addr: addr, Value: uint64(value), Flags: flags}}, 0, "cuStreamWaitValue32")
}

// StreamWaitValue64 is cuStreamWaitValue64(_v2).
func (t *Thread) StreamWaitValue64(s Stream, addr DevicePtr, value uint64, flags uint32) error {
	return t.streamMemOps(s, []MemOp{{Type: MemOpWaitValue64, Addr: addr, Value: value, Flags: flags}}, 0, "cuStreamWaitValue64")
}

// StreamWriteValue32 is cuStreamWriteValue32(_v2).
func (t *Thread) StreamWriteValue32(s Stream, addr DevicePtr, value, flags uint32) error {
	return t.streamMemOps(s, []MemOp{{Type: MemOpWriteValue32, Addr: addr, Value: uint64(value), Flags: flags}}, 0, "cuStreamWriteValue32")
}

// StreamWriteValue64 is cuStreamWriteValue64(_v2).
func (t *Thread) StreamWriteValue64(s Stream, addr DevicePtr, value uint64, flags uint32) error {
	return t.streamMemOps(s, []MemOp{{Type: MemOpWriteValue64, Addr: addr, Value: value, Flags: flags}}, 0, "cuStreamWriteValue64")
}

// StreamBatchMemOp is cuStreamBatchMemOp(_v2): the operations in order.
func (t *Thread) StreamBatchMemOp(s Stream, ops []MemOp, flags uint32) error {
	return t.streamMemOps(s, ops, flags, "cuStreamBatchMemOp")
}

func (t *Thread) streamMemOps(s Stream, ops []MemOp, flags uint32, call string) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	p := memOpParams{ops: slices.Clone(ops), ctx: Context(c.Handle)}
	if err := t.d.checkMemOps(p, flags, call); err != nil {
		return err
	}
	if ok, err := t.captured(s, GraphNodeBatchMemOp, func() (nodeParams, error) { return p, nil }); ok {
		return err
	}
	if err := p.accessRefused(t.d, call); err != nil {
		return err
	}
	if err := c.Err(); err != nil {
		return err
	}
	var runErr error
	t.inOrder(s, c, work{run: func(w *Thread) chan struct{} {
		sticky := func(err error) {
			t.d.setStickyCause(w, c, cu.Code(err), fmt.Sprintf("%s on stream %#x: %v", call, uint64(s), err), err)
		}
		later, err := p.start(w.d, nil, sticky)
		if err != nil {
			if w == t {
				runErr = err
			} else {
				sticky(err)
			}
		}
		return later
	}})
	return runErr
}

// checkMemOps checks a batch: its size, flags, operations, their flags
// and addresses (naturally aligned, in memory the device reaches). As
// measured (testdata/reference/streamops, sections waitvalue, bad*,
// graphmemop): a write's CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER and other
// flags, a wait's flags other than its predicate, a NULL, misaligned,
// unmapped or pageable address are CUDA_ERROR_INVALID_VALUE;
// CU_STREAM_WAIT_VALUE_FLUSH is CUDA_ERROR_NOT_SUPPORTED (the H200's
// CAN_FLUSH_REMOTE_WRITES is 0); no operations is a no-op. A write into
// memory the context's device may only read passes: it faults when it runs
// (memOpWriteFault).
func (d *Driver) checkMemOps(p memOpParams, flags uint32, call string) error {
	ops := p.ops
	if len(ops) > maxMemOps {
		return cu.Errorf(cu.ErrorInvalidValue, "%s of %d operations (at most %d)", call, len(ops), maxMemOps)
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s with flags %#x (0 is the only one)", call, flags)
	}
	for i, op := range ops {
		switch op.Type {
		case MemOpWaitValue32, MemOpWaitValue64:
			if op.Flags&WaitValueFlush != 0 {
				return cu.Errorf(cu.ErrorNotSupported, "%s: operation %d asks for CU_STREAM_WAIT_VALUE_FLUSH, which the device does not support (CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES is 0)", call, i)
			}
			if op.Flags&^uint32(3) != 0 {
				return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d waits with flags %#x", call, i, op.Flags)
			}
		case MemOpWriteValue32, MemOpWriteValue64:
			if op.Flags != 0 {
				return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d writes with flags %#x (the H200 refused CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER too)", call, i, op.Flags)
			}
		case MemOpBarrier:
			if op.Flags > 1 {
				return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d is a barrier of scope %d (0 system, 1 GPU)", call, i, op.Flags)
			}
			continue
		case MemOpFlushRemoteWrites:
			return cu.Errorf(cu.ErrorNotSupported, "%s: operation %d flushes remote writes, which the device does not support (CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES is 0)", call, i)
		default:
			return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d has type %d", call, i, op.Type)
		}
		n := op.size()
		if op.Addr == 0 || uint64(op.Addr)%n != 0 {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d's address %#x is not %d-byte aligned memory", call, i, uint64(op.Addr), n)
		}
		if !d.memOpMemory(op.Addr, n) {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: operation %d's address %#x is in no memory the device can reach", call, i, uint64(op.Addr))
		}
	}
	return nil
}

// memOpWriteFault is the fault of a stream memory operation writing addr
// (nil where it may) in memory device dev may only read (a mapping's
// read-only access, memory registered read-only). As measured on an H100
// with the H200's driver (testdata/reference/mend32/h100-s33): the call or
// the node is accepted, and the write, once it runs, leaves the word as it
// was and the context's sticky CUDA_ERROR_LAUNCH_FAILED (cuStreamBatchMemOp,
// a graph's batch node, cuStreamWriteValue32 into registered memory), where
// a kernel's write there is CUDA_ERROR_ILLEGAL_ADDRESS.
func (d *Driver) memOpWriteFault(addr DevicePtr, dev int) error {
	if code, why := d.mem.WriteFault(uint64(addr), dev); code != cu.Success {
		return cu.Errorf(cu.ErrorLaunchFailed, "a stream memory operation writes %#x, %s", uint64(addr), why)
	}
	return nil
}

// memOpMemory reports whether the n bytes at addr are memory a stream
// memory operation may name: a VMM mapping, whoever has access to it
// (accessRefused checks that), or memory some device reaches.
func (d *Driver) memOpMemory(addr DevicePtr, n uint64) bool {
	if _, mapped := d.mem.AccessFlags(uint64(addr), -1); mapped {
		return true
	}
	_, ok := d.word(addr, n)
	return ok
}

// accessRefused is the error of the first operation on a VMM mapping the
// operations' device was given no access to (nil where there is none), as
// the call or the cuGraphLaunch that runs them answers (memOpAccessRefused).
func (p memOpParams) accessRefused(d *Driver, call string) error {
	for i, op := range p.ops {
		if op.Type == MemOpBarrier {
			continue
		}
		if err := d.memOpAccessRefused(op.Addr, p.device(d), fmt.Sprintf("%s: operation %d", call, i), false); err != nil {
			return err
		}
	}
	return nil
}

// memOpAccessRefused is the error of operation what writing or waiting on
// addr (nil where it may) in a VMM mapping device dev was given no access
// to. Where no device has access (never given, or revoked to PROT_NONE),
// the driver refuses it with CUDA_ERROR_INVALID_VALUE and writes nothing:
// at the call for a stream's operations, at cuGraphLaunch for a graph's
// node, which cuGraphAddBatchMemOpNode took (measured on an H100 with the
// H200's driver: probe mend33-c, testdata/reference/mend33/h100-s33).
// Where another device has access, and where the access went after the
// operation was queued, what the driver answers is not measured:
// CUDA_ERROR_NOT_SUPPORTED.
func (d *Driver) memOpAccessRefused(addr DevicePtr, dev int, what string, queued bool) error {
	if dev < 0 {
		return nil
	}
	f, mapped := d.mem.AccessFlags(uint64(addr), dev)
	if !mapped || f != 0 {
		return nil
	}
	if d.mem.Accessible(uint64(addr)) || queued {
		return cu.Errorf(cu.ErrorNotSupported, "%s on %#x: device %d was given no access to that mapping (cuMemSetAccess); what the driver answers to a stream memory operation there, another device having access or the access gone since the call, is not measured", what, uint64(addr), dev)
	}
	return cu.Errorf(cu.ErrorInvalidValue, "%s on %#x: no device was given access to that mapping (cuMemSetAccess)", what, uint64(addr))
}

// device is the device of the operations' context (-1: not a live one,
// whose operations need some device's access).
func (p memOpParams) device(d *Driver) int {
	if c, ok := d.contextObject(p.ctx); ok {
		return c.Device
	}
	return -1
}

// word returns the n bytes (4 or 8) of memory at addr, naturally aligned,
// for atomic access; ok is false when they lie in no memory.
func (d *Driver) word(addr DevicePtr, n uint64) (unsafe.Pointer, bool) {
	base, b, ok := d.mem.Span(uint64(addr))
	if !ok || uint64(addr) < base || uint64(addr)-base+n > uint64(len(b)) {
		return nil, false
	}
	return unsafe.Pointer(&b[uint64(addr)-base]), true
}

// memOpParams is a batch of memory operations: a batch-mem-op node's
// parameters, and a stream batch's. ctx is the node's context (nil for a
// stream's).
type memOpParams struct {
	ops []MemOp
	ctx Context
}

// holds reports whether op's predicate holds for the word now.
func (op MemOp) holds(p unsafe.Pointer) bool {
	var cur, v uint64
	var geq bool
	if op.Type == MemOpWaitValue64 {
		cur, v = atomic.LoadUint64((*uint64)(p)), op.Value
		geq = int64(cur-v) >= 0
	} else {
		cur, v = uint64(atomic.LoadUint32((*uint32)(p))), uint64(uint32(op.Value))
		geq = int32(uint32(cur)-uint32(v)) >= 0
	}
	switch op.Flags & 3 {
	case WaitValueGEQ:
		return geq
	case WaitValueEQ:
		return cur == v
	case WaitValueAND:
		return cur&v != 0
	default: // NOR
		mask := ^uint64(0)
		if op.Type != MemOpWaitValue64 {
			mask = 0xffffffff
		}
		return ^(cur|v)&mask != 0
	}
}

// start runs the operations in order. If a wait does not hold, a
// goroutine polls its word and runs the rest once it does: start then
// returns a channel closed when all are done (the stream stays pending
// until then), and an error the rest meets goes to fail before it is
// closed. done, when not nil, is that channel already (the rest of a
// batch); start closes it on success only, or after a write's fault, which
// goes to fail and ends the batch without an error of start's own (the
// call that queued the write succeeded).
func (p memOpParams) start(d *Driver, done chan struct{}, fail func(error)) (chan struct{}, error) {
	for i, op := range p.ops {
		if op.Type != MemOpBarrier {
			if err := d.memOpAccessRefused(op.Addr, p.device(d), "a stream memory operation", true); err != nil {
				return nil, err
			}
		}
		switch op.Type {
		case MemOpWriteValue32, MemOpWriteValue64:
			w, ok := d.word(op.Addr, op.size())
			if !ok {
				return nil, cu.Errorf(cu.ErrorIllegalAddress, "a stream memory operation writes %#x, which is no longer memory", uint64(op.Addr))
			}
			if err := d.memOpWriteFault(op.Addr, p.device(d)); err != nil {
				fail(err) // the context's error, never the call's: the write ran on the device
				if done != nil {
					close(done)
				}
				return nil, nil
			}
			if op.Type == MemOpWriteValue64 {
				atomic.StoreUint64((*uint64)(w), op.Value)
			} else {
				atomic.StoreUint32((*uint32)(w), uint32(op.Value))
			}
		case MemOpWaitValue32, MemOpWaitValue64:
			w, ok := d.word(op.Addr, op.size())
			if !ok {
				return nil, cu.Errorf(cu.ErrorIllegalAddress, "a stream memory operation waits on %#x, which is no longer memory", uint64(op.Addr))
			}
			if op.holds(w) {
				continue
			}
			if done == nil {
				done = make(chan struct{})
			}
			rest := memOpParams{ops: p.ops[i+1:], ctx: p.ctx}
			go func() {
				for pause := time.Microsecond; !op.holds(w); pause = min(2*pause, time.Millisecond) {
					time.Sleep(pause)
				}
				if _, err := rest.start(d, done, fail); err != nil {
					fail(err)
					close(done)
				}
			}()
			return done, nil
		}
	}
	if done != nil {
		close(done)
	}
	return nil, nil
}

// run is the batch as a graph's node: the graph goes on once its waits
// hold. A write's fault is context c's sticky error, the launch's answer
// being 0 (measured: testdata/reference/mend32/h100-s33,
// vmm-readonly-graph-node-made-before).
func (p memOpParams) run(t *Thread, c *ctx.Context, _ Stream) error {
	later, err := p.start(t.d, nil, func(err error) {
		t.d.setStickyCause(t, c, cu.Code(err), "a graph's batch memory operation node: "+err.Error(), err)
	})
	if later != nil {
		<-later
	}
	return err
}

// BatchMemOpNodeParams is CUDA_BATCH_MEM_OP_NODE_PARAMS: the operations
// (copied), the context they run in and the flags.
type BatchMemOpNodeParams struct {
	Ctx   Context
	Ops   []MemOp
	Flags uint32
}

func (t *Thread) memOpNode(p BatchMemOpNodeParams, call string) (memOpParams, error) {
	if err := t.d.ready(); err != nil {
		return memOpParams{}, err
	}
	if p.Ctx == 0 {
		return memOpParams{}, cu.Errorf(cu.ErrorInvalidValue, "%s with a NULL context (measured)", call)
	}
	mp := memOpParams{ops: slices.Clone(p.Ops), ctx: p.Ctx}
	if err := t.d.checkMemOps(mp, p.Flags, call); err != nil {
		return memOpParams{}, err
	}
	return mp, nil
}

// GraphAddBatchMemOpNode is cuGraphAddBatchMemOpNode: a node running the
// operations in order.
func (t *Thread) GraphAddBatchMemOpNode(g Graph, deps []GraphNode, p BatchMemOpNodeParams) (GraphNode, error) {
	if err := t.StickyError(); err != nil {
		return 0, err
	}
	mp, err := t.memOpNode(p, "cuGraphAddBatchMemOpNode")
	if err != nil {
		return 0, err
	}
	return t.addNode(g, deps, GraphNodeBatchMemOp, mp)
}

// GraphBatchMemOpNodeGetParams is cuGraphBatchMemOpNodeGetParams.
func (t *Thread) GraphBatchMemOpNodeGetParams(h GraphNode) (BatchMemOpNodeParams, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return BatchMemOpNodeParams{}, err
	}
	defer unlock()
	mp, ok := n.p.(memOpParams)
	if !ok {
		return BatchMemOpNodeParams{}, wrongType(n, "batch memory operation")
	}
	return BatchMemOpNodeParams{Ctx: mp.ctx, Ops: slices.Clone(mp.ops)}, nil
}

// GraphBatchMemOpNodeSetParams is cuGraphBatchMemOpNodeSetParams.
func (t *Thread) GraphBatchMemOpNodeSetParams(h GraphNode, p BatchMemOpNodeParams) error {
	mp, err := t.memOpNode(p, "cuGraphBatchMemOpNodeSetParams")
	if err != nil {
		return err
	}
	return t.setNode(h, GraphNodeBatchMemOp, mp)
}

// GraphExecBatchMemOpNodeSetParams is cuGraphExecBatchMemOpNodeSetParams.
func (t *Thread) GraphExecBatchMemOpNodeSetParams(e GraphExec, h GraphNode, p BatchMemOpNodeParams) error {
	mp, err := t.memOpNode(p, "cuGraphExecBatchMemOpNodeSetParams")
	if err != nil {
		return err
	}
	return t.execSet(e, h, GraphNodeBatchMemOp, mp, func(old nodeParams) error {
		// Measured: another count, or another type of operation at a
		// place, is CUDA_ERROR_INVALID_VALUE; addresses and values change.
		was := old.(memOpParams).ops
		if len(was) != len(mp.ops) {
			return cu.Errorf(cu.ErrorInvalidValue, "an executable graph's batch memory operation node keeps its %d operations, asked for %d", len(was), len(mp.ops))
		}
		for i := range was {
			if was[i].Type != mp.ops[i].Type {
				return cu.Errorf(cu.ErrorInvalidValue, "an executable graph's batch memory operation node keeps its operations' types: operation %d is %d, asked for %d", i, was[i].Type, mp.ops[i].Type)
			}
		}
		return nil
	})
}
