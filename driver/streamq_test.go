package driver

import (
	"testing"
	"time"
)

// TestSettled pins the query's short wait (settleTime): work that ends while
// the query waits counts as done, work that does not end within settleTime
// does not, and a query of nothing pending does not wait. The wait is made
// long here so that a loaded machine cannot make the first case flaky.
func TestSettled(t *testing.T) {
	defer func(d time.Duration) { settleTime = d }(settleTime)
	settleTime = 20 * time.Second
	soon := make(chan struct{})
	go func() {
		time.Sleep(2 * time.Millisecond)
		close(soon)
	}()
	start := time.Now()
	if !settled([]chan struct{}{soon}) {
		t.Errorf("work ending 2ms after the query: not settled, want settled (the wait is %v)", settleTime)
	}
	if waited := time.Since(start); waited < 2*time.Millisecond {
		t.Errorf("settled after %v, before the work ended", waited)
	}

	settleTime = time.Millisecond
	never := make(chan struct{})
	start = time.Now()
	if settled([]chan struct{}{soon, never}) {
		t.Errorf("work that never ends: settled")
	}
	if waited := time.Since(start); waited < settleTime {
		t.Errorf("gave up on pending work after %v, want at least %v", waited, settleTime)
	}

	settleTime = 20 * time.Second
	start = time.Now()
	if !settled([]chan struct{}{nil, soon}) {
		t.Errorf("nothing pending: not settled")
	}
	if waited := time.Since(start); waited >= time.Second {
		t.Errorf("nothing pending: waited %v", waited)
	}
}
