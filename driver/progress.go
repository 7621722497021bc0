package driver

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// LaunchProgressLine returns a SetLaunchProgress reporter that draws one
// line on w, a terminal, for a long launch and clears it when the launch
// ends: "cudasim: KERNEL: 1200/5000 blocks, 240 blocks/s, 16s left".
func LaunchProgressLine(w io.Writer) func(kernel string, done, total uint64) {
	p := &progressLine{w: w}
	return p.report
}

type progressLine struct {
	mu     sync.Mutex
	w      io.Writer
	kernel string
	start  time.Time
	shown  bool
}

func (p *progressLine) report(kernel string, done, total uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if done >= total {
		if p.shown {
			fmt.Fprint(p.w, "\r\033[K")
			p.shown = false
		}
		return
	}
	now := time.Now()
	if !p.shown || p.kernel != kernel {
		// The first report comes a second into the launch.
		p.kernel, p.start = kernel, now.Add(-time.Second)
	}
	p.shown = true
	rate := float64(done) / now.Sub(p.start).Seconds()
	left := "unknown time"
	if rate > 0 {
		left = time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second).String()
	}
	fmt.Fprintf(p.w, "\r\033[Kcudasim: %s: %d/%d blocks, %.0f blocks/s, %s left", kernel, done, total, rate, left)
}
