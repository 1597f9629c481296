/// Lays resolved views out the way SwiftUI does: a parent proposes a size, the child answers with
/// the size it wants, the parent places it. Generic over `LayoutMetrics`, so the same algorithm gives
/// the point layout (budgets) and the cell layout (drawing).
///
/// Simplifications, on purpose and visible: stacks give children their ideal size when it fits and
/// otherwise share the room starting with the least flexible (SwiftUI's rule, without layout
/// priorities); spacing between stack children defaults to 8 pt; a `Spacer` takes what is left
/// along its stack's axis. Baseline alignments align tops.
public struct LayoutEngine<Metrics: LayoutMetrics> {
    public var metrics: Metrics
    /// Sizes already measured in this pass, by view id and proposal: without it a stack measures
    /// each child once per ancestor, which grows exponentially with nesting (BENCHMARKS.md).
    @usableFromInline let cache = SizeCache()
    /// Stack spacing when a stack does not set one (SwiftUI's is about 8 pt; docs/ACTIVITYKIT.md, "Sizes").
    @inlinable public static var defaultSpacing: Double { 8 }
    /// The side of a shape or app image with no frame, in points: about one glyph.
    @inlinable public static var unframedShape: Double { 16 }

    @inlinable
    public init(metrics: Metrics) {
        self.metrics = metrics
    }

    /// Lays `view` out in a space `width` wide (and `height` high when given) at the origin.
    @inlinable
    public func layout(_ view: ResolvedView, width: Double, height: Double? = nil) -> LayoutBox {
        cache.reset(lastID: view.id)
        let wanted = size(view, width: width, height: height)
        return place(view, in: LayoutRect(x: 0, y: 0, width: wanted.width, height: wanted.height))
    }

    // MARK: Sizing

    /// The size `view` wants for the proposal: a fresh measurement, whatever was laid out before.
    @inlinable
    public func sizeThatFits(_ view: ResolvedView, width: Double?, height: Double?) -> (width: Double, height: Double) {
        cache.reset(lastID: view.id)
        return size(view, width: width, height: height)
    }

    /// Whether `kind` is a shape or a container whose content is shapes, a few levels deep.
    @usableFromInline
    static func drawsShapes(_ kind: ResolvedKind, depth: Int = 0) -> Bool {
        switch kind {
        case .shape: return true
        case .stack(_, let children, _, _), .zStack(let children, _), .fitting(let children, _):
            return depth < 4 && !children.isEmpty && children.allSatisfy { drawsShapes($0.kind, depth: depth + 1) }
        default: return false
        }
    }

    /// `sizeThatFits` within one pass: memoised by view id and proposal.
    @inlinable
    func size(_ view: ResolvedView, width: Double?, height: Double?) -> (width: Double, height: Double) {
        if view.id != 0, let known = cache.lookup(view.id, width, height) { return known }
        let size = measure(view, width: width, height: height)
        if view.id != 0 { cache.store(view.id, width, height, size) }
        return size
    }

    @inlinable
    func measure(_ view: ResolvedView, width: Double?, height: Double?) -> (width: Double, height: Double) {
        var proposedWidth = width
        var proposedHeight = height
        let insets = scaled(view.padding)
        if let w = proposedWidth { proposedWidth = max(0, w - insets.leading - insets.trailing) }
        if let h = proposedHeight { proposedHeight = max(0, h - insets.top - insets.bottom) }
        // A shape's own size is drawn, and so is a frame around shapes (a `GeometryReader` bar 6 pt
        // tall is a row, as a 6 pt capsule is); other frames' sizes are room.
        let drawn = view.frame != nil && Self.drawsShapes(view.kind)
        if let frame = view.frame {
            if let w = frame.width { proposedWidth = drawn ? metrics.drawnWidth(w) : metrics.horizontal(w) }
            else if let maxW = frame.maxWidth, maxW.isFinite { proposedWidth = min(proposedWidth ?? metrics.horizontal(maxW), metrics.horizontal(maxW)) }
            if let h = frame.height { proposedHeight = drawn ? metrics.drawnHeight(h) : metrics.vertical(h) }
        }
        var size: (width: Double, height: Double)
        if case .symbol(let run) = view.kind {
            size = cache.symbolSize(view.id) { metrics.symbolSize(run) }
        } else {
            size = contentSize(view.kind, width: proposedWidth, height: proposedHeight)
        }
        if let frame = view.frame {
            if let w = frame.width { size.width = drawn ? metrics.drawnWidth(w) : metrics.horizontal(w) }
            else if let maxW = frame.maxWidth {
                // maxWidth: .infinity takes all it is offered; a finite one caps the content.
                if maxW == .infinity, let offered = proposedWidth { size.width = offered }
                else if maxW.isFinite { size.width = min(size.width, metrics.horizontal(maxW)) }
            }
            if let minW = frame.minWidth { size.width = max(size.width, metrics.horizontal(minW)) }
            if let h = frame.height { size.height = drawn ? metrics.drawnHeight(h) : metrics.vertical(h) }
            else if frame.maxHeight == .infinity, let offered = proposedHeight { size.height = offered }
            if let minH = frame.minHeight { size.height = max(size.height, metrics.vertical(minH)) }
        }
        return (size.width + insets.leading + insets.trailing, size.height + insets.top + insets.bottom)
    }

    @inlinable
    func scaled(_ insets: EdgeInsets?) -> EdgeInsets {
        guard let insets else { return EdgeInsets() }
        return EdgeInsets(top: metrics.vertical(insets.top), leading: metrics.horizontal(insets.leading),
                          bottom: metrics.vertical(insets.bottom), trailing: metrics.horizontal(insets.trailing))
    }

    @inlinable
    func contentSize(_ kind: ResolvedKind, width: Double?, height: Double?) -> (width: Double, height: Double) {
        switch kind {
        case .text(let run):
            let size = metrics.size(of: run, maxWidth: width)
            if run.fillsWidth, let width { return (max(size.width, width), size.height) }
            return size
        case .symbol(let run):
            return metrics.symbolSize(run)
        case .placeholder(let text, _):
            return metrics.size(of: TextRun(text, font: .caption, lineLimit: 1), maxWidth: width)
        case .bar:
            return (width ?? metrics.horizontal(60), metrics.barHeight)
        case .ring:
            return metrics.symbolSize(SymbolRun("circle", font: .body, color: "primary"))
        case .shape, .assetImage:
            // A shape takes the width it is offered, as SwiftUI's do, and about a line's height; its
            // frame decides the rest. An app image is about a glyph.
            let ideal = metrics.horizontal(Self.unframedShape)
            if case .shape = kind { return (width ?? ideal, metrics.vertical(Self.unframedShape)) }
            return (min(width ?? ideal, ideal), metrics.vertical(Self.unframedShape))
        case .spacer(let minLength):
            return (metrics.horizontal(minLength ?? 0), metrics.vertical(minLength ?? 0))
        case .divider:
            return (width ?? 0, metrics.dividerThickness)
        case .zStack(let children, _):
            // A loop rather than three mapped arrays: placement asks for this again per frame.
            var widest = 0.0, tallest = 0.0
            for (i, child) in children.enumerated() {
                let s = size(child, width: width, height: height)
                if i == 0 || s.width > widest { widest = s.width }
                if i == 0 || s.height > tallest { tallest = s.height }
            }
            return (widest, tallest)
        case .stack(let axis, let children, _, let spacing):
            return withStackSlots(children.count) { slots in
                stackSizes(axis, children, spacing: spacing, width: width, height: height, into: slots)
            }
        case .fitting(let children, let axes):
            guard let chosen = fittingChoice(children, axes, width: width, height: height) else { return (0, 0) }
            return size(chosen, width: width, height: height)
        }
    }

    /// `ViewThatFits`: the first child whose ideal size (unconstrained on `axes`) fits the proposal
    /// on those axes, else the last child; nil when there are none.
    ///
    /// Placing, the proposal is the size sizing gave, which is the last child's when none fitted and
    /// may be larger than what was offered: `sizedAs` then also asks that a child be laid out at
    /// exactly that size, so that placing picks the child sizing picked.
    @inlinable
    func fittingChoice(_ children: [ResolvedView], _ axes: FitAxes, width: Double?, height: Double?, sizedAs: Bool = false) -> ResolvedView? {
        for child in children.dropLast() {
            let ideal = size(child, width: axes.horizontal ? nil : width, height: axes.vertical ? nil : height)
            let fitsWidth = !axes.horizontal || width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.vertical || height.map { ideal.height <= $0 } ?? true
            guard fitsWidth && fitsHeight else { continue }
            guard sizedAs, let width, let height else { return child }
            let laidOut = size(child, width: width, height: height)
            if abs(laidOut.width - width) < 0.001 && abs(laidOut.height - height) < 0.001 { return child }
        }
        return children.last
    }

    @inlinable
    func isSpacer(_ view: ResolvedView) -> Bool {
        if case .spacer = view.kind { return true }
        return false
    }

    /// Runs `body` with one slot per child of a stack. A temporary allocation, on the stack for the
    /// stacks widgets have, rather than arrays: stacks are sized and placed many times a frame, and
    /// their arrays were nearly half a cold frame's allocations (BENCHMARKS.md, "Render").
    @inlinable
    func withStackSlots<Result>(_ count: Int, _ body: (UnsafeMutableBufferPointer<StackSlot>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: count) { slots in
            slots.initialize(repeating: StackSlot())
            return body(slots)
        }
    }

    /// Each child's size along and across the stack, written to `slots` (one per child, fresh), and
    /// the stack's size. Sums and maxima are taken in child order.
    @inlinable
    func stackSizes(_ axis: Axis, _ children: [ResolvedView], spacing: Double?, width: Double?, height: Double?,
                    into slots: UnsafeMutableBufferPointer<StackSlot>) -> (width: Double, height: Double) {
        guard !children.isEmpty else { return (0, 0) }
        let gap = axis == .horizontal ? metrics.horizontal(spacing ?? Self.defaultSpacing) : metrics.vertical(spacing ?? Self.defaultSpacing)
        let totalGap = gap * Double(children.count - 1)
        switch axis {
        case .horizontal: return rowSizes(children, totalGap: totalGap, width: width, height: height, into: slots)
        case .vertical: return columnSizes(children, totalGap: totalGap, width: width, height: height, into: slots)
        }
    }

    /// The sizes in an HStack, which shares out width.
    ///
    /// The first pass reads each child once and notes in its slot what the later passes ask
    /// (spacer, fills its width): every read of `children[i]` copies the view.
    @inlinable
    func rowSizes(_ children: [ResolvedView], totalGap: Double, width: Double?, height: Double?,
                  into slots: UnsafeMutableBufferPointer<StackSlot>) -> (width: Double, height: Double) {
        let available = width.map { max(0, $0 - totalGap) }
        // Ideal widths first (kept in the slots for now; a spacer's minimum length in its); if they
        // do not fit, share the room, least flexible first.
        var idealTotal = 0.0
        var spacerMinimum = 0.0
        var spacerCount = 0
        for i in children.indices {
            let child = children[i]
            if isSpacer(child) {
                slots[i].isSpacer = true
                slots[i].width = contentSize(child.kind, width: nil, height: nil).width
                spacerMinimum += slots[i].width
                spacerCount += 1
            } else {
                slots[i].width = size(child, width: nil, height: height).width
                slots[i].fillsWidth = fillsWidth(child)
                idealTotal += slots[i].width
            }
        }
        if let available, idealTotal + spacerMinimum > available {
            withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { order in
                // The children that are not spacers, narrowest ideal first; equal ones in child order.
                var count = 0
                for i in children.indices where !slots[i].isSpacer {
                    var j = count
                    while j > 0, slots[order[j - 1]].width > slots[i].width {
                        order[j] = order[j - 1]
                        j -= 1
                    }
                    order[j] = i
                    count += 1
                }
                var remaining = max(0, available - spacerMinimum)
                for k in 0..<count {
                    let i = order[k]
                    slots[i].width = min(slots[i].width, remaining / Double(count - k))
                    remaining -= slots[i].width
                }
            }
        }
        var used = 0.0
        var flexibleCount = 0
        for i in children.indices where !slots[i].isSpacer {
            let size = size(children[i], width: slots[i].width, height: height)
            slots[i].width = size.width
            slots[i].height = size.height
            used += size.width
            if slots[i].fillsWidth { flexibleCount += 1 }
        }
        // Spacers and the children that fill their width share what is left, equally.
        let sharers = spacerCount + flexibleCount
        let spare = available.map { max(0, $0 - used - spacerMinimum) } ?? 0
        let share = sharers > 0 ? metrics.snap(spare / Double(sharers)) : 0
        // The last sharer also takes what rounding to whole cells left over, so the row ends where
        // the stack does.
        let lastShare = sharers > 0 ? share + max(0, spare - share * Double(sharers)) : 0
        var sharersLeft = sharers
        var totalWidth = 0.0
        var maxHeight = 0.0
        for i in children.indices {
            if slots[i].isSpacer || slots[i].fillsWidth {
                sharersLeft -= 1
                slots[i].width += sharersLeft == 0 ? lastShare : share
            }
            totalWidth += slots[i].width
            if i == 0 || maxHeight < slots[i].height { maxHeight = slots[i].height }
        }
        totalWidth += totalGap
        return (width.map { sharers == 0 ? min(totalWidth, $0) : $0 } ?? totalWidth, maxHeight)
    }

    /// The sizes in a VStack: each child at the stack's width, spacers sharing the height left.
    @inlinable
    func columnSizes(_ children: [ResolvedView], totalGap: Double, width: Double?, height: Double?,
                     into slots: UnsafeMutableBufferPointer<StackSlot>) -> (width: Double, height: Double) {
        var used = 0.0
        var spacerCount = 0
        var contentWidth = 0.0
        var sawContent = false
        for i in children.indices {
            let child = children[i]
            if isSpacer(child) {
                // Its minimum length, until it gets its share.
                slots[i].isSpacer = true
                slots[i].height = contentSize(child.kind, width: nil, height: nil).height
                spacerCount += 1
            } else {
                let size = size(child, width: width, height: nil)
                slots[i].width = size.width
                slots[i].height = size.height
                used += size.height
                if !sawContent || contentWidth < size.width { contentWidth = size.width }
                sawContent = true
            }
        }
        if spacerCount > 0 {
            let spare = height.map { max(0, $0 - used - totalGap) }
            for i in children.indices where slots[i].isSpacer {
                slots[i].height = max(slots[i].height, (spare ?? 0) / Double(spacerCount))
            }
        }
        // Children that stretch (dividers, bars, infinite frames) take the stack's width.
        var totalHeight = 0.0
        for i in children.indices { totalHeight += slots[i].height }
        return (contentWidth, totalHeight + totalGap)
    }

    // MARK: Placement

    @inlinable
    public func place(_ view: ResolvedView, in laidOut: LayoutRect) -> LayoutBox {
        // `.offset` moves the drawing, with everything inside it, and leaves the room where it was.
        var rect = laidOut
        if let offset = view.offset {
            rect.x += metrics.horizontal(offset.x)
            rect.y += metrics.vertical(offset.y)
        }
        let insets = scaled(view.padding)
        let rtl = view.layoutDirection == .rightToLeft
        let inner = LayoutRect(x: rect.x + (rtl ? insets.trailing : insets.leading), y: rect.y + insets.top,
                               width: max(0, rect.width - insets.leading - insets.trailing),
                               height: max(0, rect.height - insets.top - insets.bottom))
        var box = LayoutBox(frame: rect, view: view)
        switch view.kind {
        case .text(let run):
            let measured = metrics.measure(run, maxWidth: inner.width)
            box.lines = measured.lines
        case .placeholder(let text, _):
            box.lines = metrics.measure(TextRun(text, font: .caption, lineLimit: 1), maxWidth: inner.width).lines
        case .zStack(let children, let alignment):
            let inner = framedContent(view, in: inner)
            box.children = children.map { child in
                let s = size(child, width: inner.width, height: inner.height)
                let size = (width: min(s.width, inner.width), height: s.height)
                return place(child, in: aligned(size, in: inner, alignment, rtl: rtl))
            }
        case .stack(let axis, let children, let alignment, let spacing):
            box.children = placeStack(axis, children, alignment: alignment, spacing: spacing, in: framedContent(view, in: inner), rtl: rtl)
        case .fitting(let children, let axes):
            let inner = framedContent(view, in: inner)
            if let chosen = fittingChoice(children, axes, width: inner.width, height: inner.height, sizedAs: true) {
                let s = size(chosen, width: inner.width, height: inner.height)
                box.children = [place(chosen, in: aligned((width: min(s.width, inner.width), height: s.height), in: inner, .center, rtl: rtl))]
            }
        default:
            break
        }
        if view.padding != nil || view.decorations != nil {
            box.extras = LayoutExtras(content: inner,
                                      background: view.decorations?.background.map { decoration($0, in: rect, rtl: rtl) } ?? [],
                                      overlay: view.decorations?.overlay.map { decoration($0, in: rect, rtl: rtl) } ?? [])
        }
        box.hasOffsetInside = LayoutBox.anyOffset(box.children) || box.extras.map { LayoutBox.anyOffset($0.background) || LayoutBox.anyOffset($0.overlay) } ?? false
        return box
    }

    /// A background or overlay in its view's frame: a shape fills it, anything else is centred.
    @inlinable
    func decoration(_ view: ResolvedView, in rect: LayoutRect, rtl: Bool) -> LayoutBox {
        if case .shape = view.kind, view.frame == nil { return place(view, in: rect) }
        let s = size(view, width: rect.width, height: rect.height)
        return place(view, in: aligned((width: min(s.width, rect.width), height: min(s.height, rect.height)), in: rect, .center, rtl: rtl))
    }

    /// A container inside a frame wider or taller than its content sits where the frame's
    /// alignment puts it (`frame(maxWidth: .infinity)` centres by default, as in SwiftUI).
    @inlinable
    func framedContent(_ view: ResolvedView, in inner: LayoutRect) -> LayoutRect {
        guard let frame = view.frame else { return inner }
        let content = contentSize(view.kind, width: inner.width, height: inner.height)
        let size = (width: min(content.width, inner.width), height: min(content.height, inner.height))
        return aligned(size, in: inner, frame.alignment, rtl: view.layoutDirection == .rightToLeft)
    }

    @inlinable
    func placeStack(_ axis: Axis, _ children: [ResolvedView], alignment: StackAlignment, spacing: Double?,
                    in inner: LayoutRect, rtl: Bool) -> [LayoutBox] {
        withStackSlots(children.count) { slots in
            _ = stackSizes(axis, children, spacing: spacing, width: inner.width, height: axis == .vertical ? nil : inner.height, into: slots)
            return placeStack(axis, children, slots: slots, alignment: alignment, spacing: spacing, in: inner, rtl: rtl)
        }
    }

    @inlinable
    func placeStack(_ axis: Axis, _ children: [ResolvedView], slots: UnsafeMutableBufferPointer<StackSlot>,
                    alignment: StackAlignment, spacing: Double?, in inner: LayoutRect, rtl: Bool) -> [LayoutBox] {
        let gap = axis == .horizontal ? metrics.horizontal(spacing ?? Self.defaultSpacing) : metrics.vertical(spacing ?? Self.defaultSpacing)
        var boxes: [LayoutBox] = []
        boxes.reserveCapacity(children.count)
        switch axis {
        case .horizontal:
            // In right-to-left layouts the first child sits at the right edge.
            var cursor = rtl ? inner.maxX : inner.x
            let vertical: VerticalAlignment
            if case .vertical(let v) = alignment { vertical = v } else { vertical = .center }
            for (i, child) in children.enumerated() {
                let w = min(slots[i].width, max(0, rtl ? cursor - inner.x : inner.maxX - cursor))
                let h = slots[i].isSpacer ? 0 : min(slots[i].height, inner.height)
                let y: Double
                switch vertical {
                case .top, .firstTextBaseline, .lastTextBaseline: y = inner.y
                case .bottom: y = inner.maxY - h
                case .center: y = inner.y + metrics.snap((inner.height - h) / 2)
                }
                let x = rtl ? cursor - w : cursor
                boxes.append(place(child, in: LayoutRect(x: x, y: y, width: w, height: h)))
                cursor = rtl ? x - gap : x + w + gap
            }
        case .vertical:
            var cursor = inner.y
            let horizontal: HorizontalAlignment
            if case .horizontal(let h) = alignment { horizontal = h } else { horizontal = .center }
            for (i, child) in children.enumerated() {
                let stretches = stretchesAcross(child)
                let w = stretches ? inner.width : min(slots[i].width, inner.width)
                let h = slots[i].height
                let x: Double
                switch (horizontal, rtl) {
                case (.leading, false), (.trailing, true): x = inner.x
                case (.trailing, false), (.leading, true): x = inner.maxX - w
                case (.center, _): x = inner.x + metrics.snap((inner.width - w) / 2)
                }
                boxes.append(place(child, in: LayoutRect(x: x, y: cursor, width: w, height: h)))
                cursor += h + gap
            }
        }
        return boxes
    }

    /// Views that take all the width offered them: `frame(maxWidth: .infinity)`, and a timer's text
    /// without a width of its own.
    @inlinable
    func fillsWidth(_ view: ResolvedView) -> Bool {
        if let frame = view.frame {
            if frame.maxWidth == .infinity { return true }
            if frame.width != nil || frame.maxWidth != nil { return false }
        }
        if case .text(let run) = view.kind { return run.fillsWidth }
        return false
    }

    /// Views that fill their parent's width in a `VStack`.
    @inlinable
    func stretchesAcross(_ view: ResolvedView) -> Bool {
        if fillsWidth(view) { return true }
        switch view.kind {
        case .divider, .bar: return view.frame?.width == nil
        default: return false
        }
    }

    @inlinable
    func aligned(_ size: (width: Double, height: Double), in rect: LayoutRect, _ alignment: Alignment2D, rtl: Bool) -> LayoutRect {
        let x: Double
        switch (alignment.horizontal, rtl) {
        case (.leading, false), (.trailing, true): x = rect.x
        case (.trailing, false), (.leading, true): x = rect.maxX - size.width
        case (.center, _): x = rect.x + metrics.snap((rect.width - size.width) / 2)
        }
        let y: Double
        switch alignment.vertical {
        case .top, .firstTextBaseline, .lastTextBaseline: y = rect.y
        case .bottom: y = rect.maxY - size.height
        case .center: y = rect.y + metrics.snap((rect.height - size.height) / 2)
        }
        return LayoutRect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// The memo of one layout pass. A class so the engine's methods can stay non-mutating; a pass is
/// single-threaded, and each engine owns its cache. Indexed by view id (the resolver numbers views
/// 1, 2, 3…), with the few proposals each view sees chained through one flat array: a dictionary's
/// hashing, or an array per view allocated every pass, costs a fifth of a render (BENCHMARKS.md).
@usableFromInline
final class SizeCache {
    @usableFromInline struct Entry {
        @usableFromInline var width: Double?
        @usableFromInline var height: Double?
        @usableFromInline var size: (width: Double, height: Double)
        /// The view's previous entry in `entries`, or -1.
        @usableFromInline var next: Int

        @inlinable init(width: Double?, height: Double?, size: (width: Double, height: Double), next: Int) {
            self.width = width
            self.height = height
            self.size = size
            self.next = next
        }
    }

    /// Per view id: its latest entry in `entries`, or -1.
    ///
    /// Exclusivity is checked statically only: every access is a short read or write inside one
    /// method of a single-threaded pass and never overlaps another, and the runtime checks of
    /// class properties are about a tenth of a render (BENCHMARKS.md, "Render").
    @exclusivity(unchecked) @usableFromInline var heads: [Int] = []
    @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []

    @inlinable init() {}

    @inlinable func lookup(_ id: Int, _ width: Double?, _ height: Double?) -> (width: Double, height: Double)? {
        guard id < heads.count else { return nil }
        var i = heads[id]
        while i >= 0 {
            let entry = entries[i]
            if entry.width == width && entry.height == height { return entry.size }
            i = entry.next
        }
        return nil
    }

    /// Called only after `lookup` missed, so a view never holds two entries for one proposal.
    @inlinable func store(_ id: Int, _ width: Double?, _ height: Double?, _ size: (width: Double, height: Double)) {
        if id >= heads.count { heads.append(contentsOf: repeatElement(-1, count: id - heads.count + 1)) }
        entries.append(Entry(width: width, height: height, size: size, next: heads[id]))
        heads[id] = entries.count - 1
    }

    /// A symbol's size by view id: it does not depend on the proposal, and the cell metrics find
    /// it by hashing the symbol's name, once per proposal a stack makes otherwise.
    @exclusivity(unchecked) @usableFromInline var symbolSizes: [(width: Double, height: Double)?] = []

    @inlinable func symbolSize(_ id: Int, _ measure: () -> (width: Double, height: Double)) -> (width: Double, height: Double) {
        guard id > 0 else { return measure() }
        if id < symbolSizes.count, let known = symbolSizes[id] { return known }
        let size = measure()
        if id >= symbolSizes.count { symbolSizes.append(contentsOf: repeatElement(nil, count: id - symbolSizes.count + 1)) }
        symbolSizes[id] = size
        return size
    }

    /// Empties the memo for a pass over a tree whose ids go up to `lastID`, and makes room for it at
    /// once rather than growing an array step by step (about two proposals a view).
    @inlinable func reset(lastID: Int) {
        if !symbolSizes.isEmpty { symbolSizes.removeAll(keepingCapacity: true) }
        if !entries.isEmpty {
            entries.removeAll(keepingCapacity: true)
            for i in heads.indices { heads[i] = -1 }
        }
        let views = max(0, lastID) + 1
        if heads.count < views { heads.append(contentsOf: repeatElement(-1, count: views - heads.count)) }
        if symbolSizes.capacity < views { symbolSizes.reserveCapacity(views) }
        if entries.capacity < 2 * views { entries.reserveCapacity(2 * views) }
    }
}
