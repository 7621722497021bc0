package driver

import (
	"fmt"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Green contexts (CUDA 12.4): a device's SMs are described as resources,
// split into groups, and a green context is a context limited to one
// group's SMs. cudasim numbers a device's SMs 0..N-1; a resource is a run
// of them. The green context's own CUcontext (cuCtxFromGreenCtx) runs
// kernels on cudasim's engine as any context does; what the partition
// changes that a program can see follows testdata/reference/graphs7
// (probe-green-transcript.txt).

// GreenCtx is CUgreenCtx.
type GreenCtx uint64

// DevResourceDesc is CUdevResourceDesc.
type DevResourceDesc uint64

// DevResourceType is CUdevResourceType.
type DevResourceType uint32

const (
	DevResourceInvalid DevResourceType = 0 // CU_DEV_RESOURCE_TYPE_INVALID
	DevResourceSM      DevResourceType = 1 // CU_DEV_RESOURCE_TYPE_SM
)

// GreenCtxDefaultStream is CU_GREEN_CTX_DEFAULT_STREAM, the one flag of
// cuGreenCtxCreate.
const GreenCtxDefaultStream = 1

// DevResource is a CUdevResource of type SM: SMCount SMs of Device from
// First on. Device, First and Part are cudasim's (the real driver keeps its
// own description in the structure's internal bytes, as the shim keeps
// these).
type DevResource struct {
	Type         DevResourceType
	SMCount      uint32
	MinPartition uint32 // minSmPartitionSize: the device's only (groups say 0)
	Alignment    uint32 // smCoscheduledAlignment: likewise
	Flags        uint32
	Device       int32
	First        uint32
	Part         ResourcePart
}

// ResourcePart says where an SM resource came from: only a device's (or a
// context's) whole set splits further (measured: splitting a group or a
// remainder again is CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION).
type ResourcePart uint32

const (
	PartWhole     ResourcePart = 0 // a device's or a context's SMs
	PartGroup     ResourcePart = 1 // a group cuDevSmResourceSplitByCount made
	PartRemaining ResourcePart = 2 // what a split left
)

func (r DevResource) String() string {
	return fmt.Sprintf("SM resource of %d SMs (device %d, from SM %d)", r.SMCount, r.Device, r.First)
}

// smGeometry is how a device's SMs split (testdata/reference/graphs7,
// w1/probe-green-transcript.txt, "cuDevSmResourceSplitByCount"): groups are
// a multiple of alignment SMs (at least minPartition), of 2 with
// CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING; as many as fit in the
// device, except where the SMs' hierarchy allows fewer (most).
type smGeometry struct {
	minPartition, alignment uint32
	most                    map[uint32]uint32 // group size -> most groups, where fewer than SMs/size
}

// geometry is the split rule of device p; only compute capability 9.x was
// measured (an H200: 15 groups of 8 SMs, not 16; every other size as many
// as fit).
func geometry(p *Profile) (smGeometry, error) {
	if major, _ := p.ComputeCapability(); major == 9 {
		return smGeometry{minPartition: 8, alignment: 8, most: map[uint32]uint32{8: 15}}, nil
	}
	return smGeometry{}, cu.Errorf(cu.ErrorNotSupported, "green contexts on %s: cudasim knows how the SMs of compute capability 9.x split (measured on an H200), not this device's", p.Name)
}

// cuDevSmResourceSplitByCount's flags.
const (
	SmSplitIgnoreCoscheduling     = 1 // CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING
	SmSplitMaxPotentialCluster    = 2 // CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE
	ignoreCoschedulingGranularity = 2
)

// greenContext is one green context. Its handle is its CUcontext's (on
// the H200, cuCtxFromGreenCtx answered the green context's own value, and
// cuGreenCtxGetId its context's id).
type greenContext struct {
	c   *ctx.Context // its CUcontext
	res DevResource
}

func (g *greenContext) handle() GreenCtx { return GreenCtx(g.c.Handle) }

// resourceDesc is a CUdevResourceDesc: the SMs of the resources it was
// made of.
type resourceDesc struct {
	res DevResource
}

func (*resourceDesc) handleKind() string { return "resource descriptor" }

// greens is the driver's green contexts by their CUcontext.
type greens struct {
	mu    sync.Mutex
	byCtx map[*ctx.Context]*greenContext
}

var greensID = registerExtension(func(*Driver) any { return &greens{byCtx: map[*ctx.Context]*greenContext{}} })

func (d *Driver) greens() *greens { return d.extension(greensID).(*greens) }

// greenOf is the green context whose CUcontext c is, or nil.
func (d *Driver) greenOf(c *ctx.Context) *greenContext {
	if c == nil {
		return nil
	}
	gs := d.greens()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	return gs.byCtx[c]
}

// deviceSMs is the SM resource of a whole device.
func (d *Driver) deviceSMs(dev Device) (DevResource, smGeometry, error) {
	p, err := d.device(dev)
	if err != nil {
		return DevResource{}, smGeometry{}, err
	}
	g, err := geometry(p)
	if err != nil {
		return DevResource{}, smGeometry{}, err
	}
	n := p.Attributes[AttrMultiprocessorCount].Value
	return DevResource{Type: DevResourceSM, SMCount: uint32(n), MinPartition: g.minPartition, Alignment: g.alignment, Device: int32(dev)}, g, nil
}

// wantSM checks a requested resource type: SM is the one driver 580 has
// (every other, the CUDA 13.1 workqueue types too, answered
// CUDA_ERROR_INVALID_RESOURCE_TYPE).
func wantSM(typ DevResourceType) error {
	if typ != DevResourceSM {
		return cu.Errorf(cu.ErrorInvalidResourceType, "resource type %d: driver 580 has SM resources (type 1) only", typ)
	}
	return nil
}

// DeviceGetDevResource is cuDeviceGetDevResource: the device's SMs (no
// context needed).
func (t *Thread) DeviceGetDevResource(dev Device, typ DevResourceType) (DevResource, error) {
	if _, err := t.d.device(dev); err != nil {
		return DevResource{}, err
	}
	if err := wantSM(typ); err != nil {
		return DevResource{}, err
	}
	r, _, err := t.d.deviceSMs(dev)
	return r, err
}

// CtxGetDevResource is cuCtxGetDevResource: a green context's CUcontext
// has its group's SMs, any other context its device's. NULL is not the
// current context: CUDA_ERROR_INVALID_CONTEXT (measured).
func (t *Thread) CtxGetDevResource(h Context, typ DevResourceType) (DevResource, error) {
	if err := t.d.ready(); err != nil {
		return DevResource{}, err
	}
	c, err := t.d.context(h)
	if err != nil {
		return DevResource{}, err
	}
	if err := wantSM(typ); err != nil {
		return DevResource{}, err
	}
	if g := t.d.greenOf(c); g != nil {
		return t.d.contextSMs(g)
	}
	r, _, err := t.d.deviceSMs(Device(c.Device))
	return r, err
}

// contextSMs is a green context's SMs as a context's resource: one that
// splits again, as a device's does (a previous split's groups and
// remainder do not), with the device's partition sizes.
func (d *Driver) contextSMs(g *greenContext) (DevResource, error) {
	whole, _, err := d.deviceSMs(Device(g.c.Device))
	if err != nil {
		return DevResource{}, err
	}
	r := g.res
	r.Part, r.MinPartition, r.Alignment = PartWhole, whole.MinPartition, whole.Alignment
	return r, nil
}

// GreenCtxGetDevResource is cuGreenCtxGetDevResource.
func (t *Thread) GreenCtxGetDevResource(h GreenCtx, typ DevResourceType) (DevResource, error) {
	g, err := t.green(h)
	if err != nil {
		return DevResource{}, err
	}
	if err := wantSM(typ); err != nil {
		return DevResource{}, err
	}
	return t.d.contextSMs(g)
}

// checkResource validates a resource handed back by the program: an SM
// resource (else CUDA_ERROR_INVALID_RESOURCE_TYPE) within its device's
// SMs (else CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION, as for a device
// resource whose smCount was changed to 500).
func (d *Driver) checkResource(r DevResource) (smGeometry, error) {
	if r.Type != DevResourceSM {
		return smGeometry{}, cu.Errorf(cu.ErrorInvalidResourceType, "resource of type %d: not an SM resource", r.Type)
	}
	whole, g, err := d.deviceSMs(Device(r.Device))
	if err != nil {
		return smGeometry{}, err
	}
	if r.SMCount == 0 || uint64(r.First)+uint64(r.SMCount) > uint64(whole.SMCount) {
		return smGeometry{}, cu.Errorf(cu.ErrorInvalidResourceConfiguration, "%v: device %d has %d SMs", r, r.Device, whole.SMCount)
	}
	return g, nil
}

// DevSmResourceSplitByCount is cuDevSmResourceSplitByCount: up to n groups
// (n 0: as many as fit, counted only) of at least minCount SMs each, as
// driver 580 makes them (see smGeometry), and what is left. It returns the
// groups made, their number, and the remaining resource.
func (t *Thread) DevSmResourceSplitByCount(n uint32, in DevResource, flags, minCount uint32) ([]DevResource, uint32, DevResource, error) {
	if err := t.d.ready(); err != nil {
		return nil, 0, DevResource{}, err
	}
	if flags&SmSplitIgnoreCoscheduling != 0 && flags&SmSplitMaxPotentialCluster != 0 {
		return nil, 0, DevResource{}, cu.Errorf(cu.ErrorInvalidValue, "cuDevSmResourceSplitByCount flags %#x: CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING and _MAX_POTENTIAL_CLUSTER_SIZE exclude each other", flags)
	}
	g, err := t.d.checkResource(in)
	if err != nil {
		return nil, 0, DevResource{}, err
	}
	if in.Part != PartWhole {
		return nil, 0, DevResource{}, cu.Errorf(cu.ErrorInvalidResourceConfiguration, "%v was made by a split: driver 580 splits a device's or a context's SMs only", in)
	}
	if minCount > in.SMCount {
		return nil, 0, DevResource{}, cu.Errorf(cu.ErrorInvalidResourceConfiguration, "groups of %d SMs from %v", minCount, in)
	}
	step, least := g.alignment, g.minPartition
	if flags&SmSplitIgnoreCoscheduling != 0 {
		step, least = ignoreCoschedulingGranularity, ignoreCoschedulingGranularity
	}
	size := (max(minCount, least) + step - 1) / step * step
	size = min(size, in.SMCount) // the whole device, when rounding passes it (measured for 132)
	fit := in.SMCount / size
	if m, ok := g.most[size]; ok && flags&SmSplitIgnoreCoscheduling == 0 {
		fit = min(fit, m)
	}
	counting := n == 0
	if counting || n > fit {
		n = fit
	}
	var groups []DevResource
	if !counting {
		groups = make([]DevResource, n)
		for i := range groups {
			groups[i] = DevResource{Type: DevResourceSM, SMCount: size, Device: in.Device, First: in.First + uint32(i)*size, Part: PartGroup}
		}
	}
	rem := DevResource{Type: DevResourceSM, SMCount: in.SMCount - n*size, Device: in.Device, First: in.First + n*size, Part: PartRemaining}
	return groups, n, rem, nil
}

// DevResourceGenerateDesc is cuDevResourceGenerateDesc: a descriptor of
// the SMs of one or more SM resources (driver 580 took two groups, and one
// group twice); cudasim's green context then has as many SMs as the
// resources cover, each once.
func (t *Thread) DevResourceGenerateDesc(rs []DevResource) (DevResourceDesc, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if len(rs) == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuDevResourceGenerateDesc of no resources")
	}
	covered := map[uint32]bool{}
	first := ^uint32(0)
	for _, r := range rs {
		if _, err := t.d.checkResource(r); err != nil {
			return 0, err
		}
		if r.Device != rs[0].Device {
			return 0, cu.Errorf(cu.ErrorInvalidResourceConfiguration, "cuDevResourceGenerateDesc of SMs of devices %d and %d", rs[0].Device, r.Device)
		}
		for i := r.First; i < r.First+r.SMCount; i++ {
			covered[i] = true
		}
		first = min(first, r.First)
	}
	res := rs[0]
	res.First, res.SMCount = first, uint32(len(covered))
	if len(rs) > 1 {
		res.Part = PartGroup
	}
	return DevResourceDesc(t.d.newHandle(&resourceDesc{res: res})), nil
}

// greenCtxFlags are the flags of a green context's CUcontext
// (cuCtxGetFlags in it answered CU_CTX_MAP_HOST on the H200).
const greenCtxFlags = 0x8

// GreenCtxCreate is cuGreenCtxCreate: a context limited to the
// descriptor's SMs, not made current; flags must be
// CU_GREEN_CTX_DEFAULT_STREAM. A NULL descriptor succeeded on the H200;
// cudasim gives that green context the whole device.
func (t *Thread) GreenCtxCreate(desc DevResourceDesc, dev Device, flags uint32) (GreenCtx, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	var res DevResource
	if desc == 0 {
		whole, _, err := t.d.deviceSMs(dev)
		if err != nil {
			return 0, err
		}
		res = whole
	} else {
		rd, ok := lookupHandle[*resourceDesc](t.d, uint64(desc))
		if !ok {
			return 0, t.d.badHandle(cu.ErrorInvalidValue, "resource descriptor", uint64(desc))
		}
		res = rd.res
	}
	if flags != GreenCtxDefaultStream {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuGreenCtxCreate flags %#x: CU_GREEN_CTX_DEFAULT_STREAM (0x1) is required", flags)
	}
	if int32(dev) != res.Device {
		return 0, cu.Errorf(cu.ErrorInvalidDevice, "the descriptor's SMs are device %d's, not device %d's", res.Device, dev)
	}
	var scratch ctx.Thread // the context is made without becoming current
	c, err := t.d.ctxs.Create(&scratch, greenCtxFlags, int(dev))
	t.d.flush(t.id)
	if err != nil {
		return 0, err
	}
	g := &greenContext{c: c, res: res}
	gs := t.d.greens()
	gs.mu.Lock()
	gs.byCtx[c] = g
	gs.mu.Unlock()
	t.d.emit(Notice{Kind: NoticeCtxCreate, Thread: t.id, Device: int(dev), Context: Context(c.Handle),
		Detail: fmt.Sprintf("green context %v created with %v", c, res)})
	return g.handle(), nil
}

// green resolves a green context handle: a value that is no live context
// is CUDA_ERROR_INVALID_CONTEXT (NULL too, measured), another context
// CUDA_ERROR_INVALID_VALUE.
func (t *Thread) green(h GreenCtx) (*greenContext, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "NULL green context")
	}
	c, err := t.d.context(Context(h))
	if err != nil {
		return nil, err
	}
	g := t.d.greenOf(c)
	if g == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%v is not a green context", c)
	}
	return g, nil
}

// GreenCtxDestroy is cuGreenCtxDestroy: its context is destroyed, and
// stays current where it was (measured: cuCtxGetCurrent then answered the
// destroyed context).
func (t *Thread) GreenCtxDestroy(h GreenCtx) error {
	g, err := t.green(h)
	if err != nil {
		return err
	}
	gs := t.d.greens()
	gs.mu.Lock()
	delete(gs.byCtx, g.c)
	gs.mu.Unlock()
	var scratch ctx.Thread
	err = t.d.ctxs.Destroy(&scratch, g.c)
	t.d.flush(t.id)
	if err != nil {
		return err
	}
	t.d.handles.remove(g.c.Handle, "green context destroyed by cuGreenCtxDestroy")
	t.d.emit(Notice{Kind: NoticeCtxDestroy, Thread: t.id, Device: g.c.Device, Context: Context(g.c.Handle), Detail: fmt.Sprintf("green context %v destroyed", g.c)})
	return nil
}

// isGreen reports whether h is a green context's CUcontext, which
// cuCtxDestroy refuses with CUDA_ERROR_INVALID_CONTEXT (measured).
func (d *Driver) isGreen(h Context) bool {
	c, ok := lookupHandle[*ctx.Context](d, uint64(h))
	return ok && d.greenOf(c) != nil
}

// CtxFromGreenCtx is cuCtxFromGreenCtx: the green context's CUcontext,
// whose value is the green context's own.
func (t *Thread) CtxFromGreenCtx(h GreenCtx) (Context, error) {
	g, err := t.green(h)
	if err != nil {
		return 0, err
	}
	return Context(g.c.Handle), nil
}

// GreenCtxGetId is cuGreenCtxGetId: its context's id (cuCtxGetId).
func (t *Thread) GreenCtxGetId(h GreenCtx) (uint64, error) {
	g, err := t.green(h)
	if err != nil {
		return 0, err
	}
	return g.c.ID, nil
}

// inGreen runs f with g's context current on the calling thread.
func (t *Thread) inGreen(g *greenContext, f func() error) error {
	t.ct.Push(g.c)
	defer func() { _, _ = t.ct.Pop() }()
	return f()
}

// GreenCtxStreamCreate is cuGreenCtxStreamCreate: a stream of the green
// context's; it must be CU_STREAM_NON_BLOCKING.
func (t *Thread) GreenCtxStreamCreate(h GreenCtx, flags uint32, priority int32) (Stream, error) {
	g, err := t.green(h)
	if err != nil {
		return 0, err
	}
	if flags != StreamNonBlocking {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuGreenCtxStreamCreate flags %#x: a green context's streams must be CU_STREAM_NON_BLOCKING (0x1)", flags)
	}
	var s Stream
	err = t.inGreen(g, func() (err error) {
		s, err = t.StreamCreateWithPriority(flags, priority)
		return err
	})
	return s, err
}

// StreamGetGreenCtx is cuStreamGetGreenCtx: the green context whose
// context the stream belongs to, or 0.
func (t *Thread) StreamGetGreenCtx(s Stream) (GreenCtx, error) {
	h, err := t.StreamGetCtx(s)
	if err != nil {
		return 0, err
	}
	c, err := t.d.context(h)
	if err != nil {
		return 0, err
	}
	if g := t.d.greenOf(c); g != nil {
		return g.handle(), nil
	}
	return 0, nil
}

// GreenCtxRecordEvent is cuGreenCtxRecordEvent: the event records the work
// submitted to the green context so far (its legacy stream's, which
// cudasim has done by now).
func (t *Thread) GreenCtxRecordEvent(h GreenCtx, ev Event) error {
	g, err := t.green(h)
	if err != nil {
		return err
	}
	return t.inGreen(g, func() error { return t.EventRecord(ev, StreamLegacy) })
}

// GreenCtxWaitEvent is cuGreenCtxWaitEvent: later work of the green
// context waits for the event.
func (t *Thread) GreenCtxWaitEvent(h GreenCtx, ev Event) error {
	g, err := t.green(h)
	if err != nil {
		return err
	}
	return t.inGreen(g, func() error { return t.StreamWaitEvent(StreamLegacy, ev, 0) })
}

// greenPeers reports whether an event of context a may be recorded in or
// waited for by work of context b: the same context, or a green context
// and another context of its device (measured: a green context's event
// on the primary context's stream, the primary's on a green stream, and
// cuGreenCtxRecordEvent of another green context's event all succeeded).
func (d *Driver) greenPeers(a, b *ctx.Context) bool {
	return a == b || (a.Device == b.Device && (d.greenOf(a) != nil || d.greenOf(b) != nil))
}

// StreamGetCtx2 is cuStreamGetCtx_v2: the stream's context and no green
// context, or for a green context's stream its device's primary context
// and the green context (measured, w3/probe-green-transcript.txt).
func (t *Thread) StreamGetCtx2(s Stream) (Context, GreenCtx, error) {
	h, err := t.StreamGetCtx(s)
	if err != nil {
		return 0, 0, err
	}
	c, err := t.d.context(h)
	if err != nil {
		return 0, 0, err
	}
	g := t.d.greenOf(c)
	if g == nil {
		return h, 0, nil
	}
	var primary Context
	if p := t.d.ctxs.Primary(c.Device); p != nil {
		primary = Context(p.Handle)
	}
	return primary, g.handle(), nil
}
