package driver

import (
	"fmt"
	"sync"

	"cudasim/internal/ctx"
	"cudasim/sim"
)

// Races on global memory between launches that may run at the same time
// (the streamrace tool, beyond compute-sanitizer). cudasim runs every launch
// when it is enqueued, so it cannot see two kernels overlap; instead it
// keeps the order CUDA promises, as vector clocks, and compares the global
// accesses of each launch (sim.AccessLog) with those of every earlier
// launch it is not ordered after.
//
// Timelines are the streams: each non-default stream, each context's
// legacy default stream, each thread's per-thread default stream in a
// context, and the host. A timeline's clock says which work of every
// timeline its next work comes after:
//   - work enqueued on a stream comes after the stream's earlier work and
//     after all the host knows complete;
//   - on the legacy default stream, after the work of the context's
//     blocking streams (created without CU_STREAM_NON_BLOCKING, and the
//     per-thread default streams), whose later work comes after it in turn;
//   - cuEventRecord takes the stream's clock, cuStreamWaitEvent adds it to
//     the waiting stream's;
//   - the host learns that work is complete from cuStreamSynchronize,
//     cuEventSynchronize, cuCtxSynchronize, a cuStreamQuery or cuEventQuery
//     that answers CUDA_SUCCESS, and the synchronous copies (which run on
//     the legacy default stream and return when it is done).
// Freed memory is forgotten: its next owner's accesses do not race with the
// old owner's. Kernels run by graphs, and copies and memsets, are not
// logged (their accesses are not compared; their ordering is kept).

type vclock []uint64

func (v vclock) join(o vclock) vclock {
	for len(v) < len(o) {
		v = append(v, 0)
	}
	for i, x := range o {
		v[i] = max(v[i], x)
	}
	return v
}

func (v vclock) at(i int) uint64 {
	if i < len(v) {
		return v[i]
	}
	return 0
}

func (v vclock) clone() vclock { return append(vclock(nil), v...) }

// timelineKey names a timeline: a non-default stream by its id; a default
// stream by its context and, for a per-thread one, its thread (-1: legacy).
type timelineKey struct {
	c      *ctx.Context
	stream uint64
	thread int
}

type timeline struct {
	key      timelineKey
	index    int
	blocking bool   // waits for the legacy default stream and is waited for by it
	name     string // for reports
	clock    vclock
}

// orderedLaunch is a launch whose accesses are compared with later ones'.
type orderedLaunch struct {
	tl    *timeline
	seq   uint64 // its position on tl
	clock vclock // what it comes after
	san   *sim.Sanitize
	log   *sim.AccessLog
}

// streamOrder is the driver's knowledge of launch order (streamrace).
type streamOrder struct {
	mu        sync.Mutex
	timelines map[timelineKey]*timeline
	list      []*timeline
	host      vclock
	events    map[*event]vclock
	live      []*orderedLaunch
	pending   map[*Thread]*orderedLaunch
}

// maxLiveLaunches bounds the launches kept for comparison; a program that
// never synchronises drops its oldest (missing races older than that).
const maxLiveLaunches = 64

func (d *Driver) streamOrder() *streamOrder {
	s := d.sanitizer()
	if s == nil || s.cfg.Checks&sim.CheckStreamRace == 0 {
		return nil
	}
	s.orderOnce.Do(func() {
		s.order = &streamOrder{timelines: map[timelineKey]*timeline{}, events: map[*event]vclock{}, pending: map[*Thread]*orderedLaunch{}}
	})
	return s.order
}

// timeline returns the timeline of work on stream h in context c; o.mu is
// held.
func (o *streamOrder) timeline(t *Thread, h Stream, c *ctx.Context) *timeline {
	key := timelineKey{c: c, thread: -1}
	blocking := false
	switch {
	case h == StreamPerThread:
		key.thread, blocking = t.id, true
	case !isDefaultStream(h):
		s, err := t.d.stream(h)
		if err != nil {
			return nil
		}
		key.stream, blocking = s.id, s.flags&StreamNonBlocking == 0
	}
	tl := o.timelines[key]
	if tl == nil {
		tl = &timeline{key: key, index: len(o.list), blocking: blocking, name: timelineName(key, h)}
		o.timelines[key] = tl
		o.list = append(o.list, tl)
	}
	return tl
}

// timelineName names a timeline in reports; made once, when the timeline is.
func timelineName(key timelineKey, h Stream) string {
	switch {
	case key.thread >= 0:
		return fmt.Sprintf("thread %d's per-thread default stream", key.thread)
	case key.stream != 0:
		return fmt.Sprintf("stream %#x", uint64(h))
	}
	return "the legacy default stream"
}

// enqueue puts one piece of work on stream h's timeline and returns it with
// its clock; o.mu is held.
func (o *streamOrder) enqueue(t *Thread, h Stream, c *ctx.Context) (*timeline, vclock) {
	tl := o.timeline(t, h, c)
	if tl == nil {
		return nil, nil
	}
	tl.clock = tl.clock.join(o.host)
	for _, u := range o.list {
		if u.key.c != c || u == tl {
			continue
		}
		legacy := u.key.stream == 0 && u.key.thread < 0
		if (tl.key.stream == 0 && tl.key.thread < 0 && u.blocking) || (tl.blocking && legacy) {
			tl.clock = tl.clock.join(u.clock)
		}
	}
	tl.clock = tl.clock.join(make(vclock, tl.index+1))
	tl.clock[tl.index]++
	return tl, tl.clock.clone()
}

// hostLearns adds clock v to the host's and forgets the launches the host
// now knows complete (all later work comes after them); o.mu is held.
func (o *streamOrder) hostLearns(v vclock) {
	o.host = o.host.join(v)
	live := o.live[:0]
	for _, l := range o.live {
		if o.host.at(l.tl.index) < l.seq {
			live = append(live, l)
		}
	}
	clear(o.live[len(live):])
	o.live = live
}

// sanLaunchBegin puts a launch on stream h in context c on its timeline; the
// launch's sanitizer (sanitizeLaunch) then logs its accesses.
func (t *Thread) sanLaunchBegin(h Stream, c *ctx.Context) {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if tl, clock := o.enqueue(t, h, c); tl != nil {
		o.pending[t] = &orderedLaunch{tl: tl, seq: clock[tl.index], clock: clock}
	}
}

// sanStreamLaunch says whether the launch t is making logs its accesses for
// streamrace, and remembers its sanitizer.
func (t *Thread) sanStreamLaunch(x *sim.Sanitize) bool {
	o := t.d.streamOrder()
	if o == nil {
		return false
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	l := o.pending[t]
	if l == nil {
		return false // a graph's kernel node: not compared
	}
	l.san = x
	return true
}

// sanLaunchEnd compares the accesses of the launch t made with those of the
// earlier launches it is not ordered after, and reports each race.
func (t *Thread) sanLaunchEnd() {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	l := o.pending[t]
	delete(o.pending, t)
	if l == nil || l.san == nil || l.san.Log.Empty() {
		o.mu.Unlock()
		return
	}
	l.log = l.san.Log
	l.san = nil
	var reports []*sim.Report
	for _, e := range o.live {
		if l.clock.at(e.tl.index) >= e.seq {
			continue // ordered before l
		}
		for _, r := range sim.StreamRaces(e.log, l.log) {
			r.Detail = fmt.Sprintf("%s on %s, %s on %s, with no event or synchronisation ordering them", r.Other.Kernel, e.tl.name, r.Kernel, l.tl.name)
			reports = append(reports, r)
		}
	}
	if len(o.live) == maxLiveLaunches {
		copy(o.live, o.live[1:])
		o.live = o.live[:len(o.live)-1]
	}
	o.live = append(o.live, l)
	o.mu.Unlock()
	s := t.d.sanitizer()
	for _, r := range reports {
		s.report(r)
	}
}

// sanSyncStream: the host waits for stream h's work (cuStreamSynchronize, a
// successful cuStreamQuery, a synchronous copy on the default stream).
func (t *Thread) sanSyncStream(h Stream, c *ctx.Context) {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if tl, clock := o.enqueue(t, h, c); tl != nil {
		o.hostLearns(clock)
	}
}

// syncCopy begins a synchronous copy or set, which runs on the legacy
// default stream (the per-thread one through a _ptds entry point:
// syncStream): it needs a current context, and under streamrace the host
// then waits for that stream.
func (t *Thread) syncCopy() error {
	c, err := t.onLegacy()
	if err != nil {
		return err
	}
	if t.d.streamOrder() != nil {
		t.sanSyncStream(t.syncStream(), c)
	}
	return nil
}

// sanSyncContext: the host waits for all of context c's work
// (cuCtxSynchronize).
func (t *Thread) sanSyncContext(c *ctx.Context) {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, tl := range o.list {
		if tl.key.c == c {
			o.hostLearns(tl.clock)
		}
	}
}

// sanRecord: cuEventRecord of e on stream h.
func (t *Thread) sanRecord(e *event, h Stream, c *ctx.Context) {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if tl, clock := o.enqueue(t, h, c); tl != nil {
		o.events[e] = clock
	}
}

// sanWait: cuStreamWaitEvent of stream h on e.
func (t *Thread) sanWait(h Stream, e *event) {
	o := t.d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if tl := o.timeline(t, h, e.c); tl != nil {
		tl.clock = tl.clock.join(o.events[e])
	}
}

// sanForgetEvent: e is destroyed; its clock goes with it.
func (d *Driver) sanForgetEvent(e *event) {
	o := d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	delete(o.events, e)
}

// sanSyncEvent: the host waits for e (cuEventSynchronize, a successful
// cuEventQuery).
func (d *Driver) sanSyncEvent(e *event) {
	o := d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.hostLearns(o.events[e])
}

// sanFreed: device memory at p is about to be freed; the launches' logs
// forget it.
func (d *Driver) sanFreed(p DevicePtr) {
	o := d.streamOrder()
	if o == nil {
		return
	}
	a, ok := d.mem.Lookup(uint64(p))
	if !ok {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, l := range o.live {
		l.log.Forget(a.Base, a.Size)
	}
}

// sanContextGone: context c is destroyed with its memory and streams; the
// launches made in it are forgotten.
func (d *Driver) sanContextGone(c *ctx.Context) {
	o := d.streamOrder()
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	live := o.live[:0]
	for _, l := range o.live {
		if l.tl.key.c != c {
			live = append(live, l)
		}
	}
	clear(o.live[len(live):])
	o.live = live
}
