package driver

// The event-node entry points, one method each (as internal/surface/surface.txt
// declares them): each is the record or wait form of the method it calls.

// GraphAddEventRecordNode is cuGraphAddEventRecordNode.
func (t *Thread) GraphAddEventRecordNode(g Graph, deps []GraphNode, e Event) (GraphNode, error) {
	return t.GraphAddEventNode(g, deps, e, false)
}

// GraphAddEventWaitNode is cuGraphAddEventWaitNode.
func (t *Thread) GraphAddEventWaitNode(g Graph, deps []GraphNode, e Event) (GraphNode, error) {
	return t.GraphAddEventNode(g, deps, e, true)
}

// GraphEventRecordNodeGetEvent is cuGraphEventRecordNodeGetEvent.
func (t *Thread) GraphEventRecordNodeGetEvent(h GraphNode) (Event, error) {
	return t.GraphEventNodeGetEvent(h, false)
}

// GraphEventWaitNodeGetEvent is cuGraphEventWaitNodeGetEvent.
func (t *Thread) GraphEventWaitNodeGetEvent(h GraphNode) (Event, error) {
	return t.GraphEventNodeGetEvent(h, true)
}

// GraphEventRecordNodeSetEvent is cuGraphEventRecordNodeSetEvent.
func (t *Thread) GraphEventRecordNodeSetEvent(h GraphNode, e Event) error {
	return t.GraphEventNodeSetEvent(h, e, false)
}

// GraphEventWaitNodeSetEvent is cuGraphEventWaitNodeSetEvent.
func (t *Thread) GraphEventWaitNodeSetEvent(h GraphNode, e Event) error {
	return t.GraphEventNodeSetEvent(h, e, true)
}

// GraphExecEventRecordNodeSetEvent is cuGraphExecEventRecordNodeSetEvent.
func (t *Thread) GraphExecEventRecordNodeSetEvent(x GraphExec, h GraphNode, e Event) error {
	return t.GraphExecEventNodeSetEvent(x, h, e, false)
}

// GraphExecEventWaitNodeSetEvent is cuGraphExecEventWaitNodeSetEvent.
func (t *Thread) GraphExecEventWaitNodeSetEvent(x GraphExec, h GraphNode, e Event) error {
	return t.GraphExecEventNodeSetEvent(x, h, e, true)
}
