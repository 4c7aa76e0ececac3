import PreviewKit

/// One state at one width, ready to render: everything the runner needs to name its
/// snapshots and to show it in `--list`.
public struct PlannedState {
  /// The provider the state belongs to.
  public var provider: any PreviewProvider.Type
  /// The snapshot folder (`provider.component`).
  public var component: String
  /// The preview's type name.
  public var preview: String
  /// The state to render.
  public var state: PreviewState
  /// The canvas width.
  public var width: Int
  /// The canvas height; `nil` for the content's natural height.
  public var height: Int?
  /// Whether the width is part of the snapshot name (the layout has several widths).
  public var includesWidthInName: Bool

  /// The id of the snapshot taken after `step` (`nil` for the first render).
  public func id(step: String? = nil) -> SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: state.name, width: width,
      includesWidthInName: includesWidthInName, step: step)
  }

  /// "Component/Preview state", with "@width" when the width is part of the name.
  public var displayName: String {
    "\(component)/\(preview) \(state.name)" + (includesWidthInName ? " @\(width)" : "")
  }
}

/// Why a plan cannot be made: a configuration mistake, reported with exit code 2.
public struct PlanError: Error, CustomStringConvertible {
  public var description: String
}

/// Every snapshot a run takes, in a stable order: providers sorted by component then
/// preview name, states in declaration order, then widths in layout order.
@MainActor
public struct PreviewPlan {
  /// The planned states, in run order.
  public var items: [PlannedState]

  /// Expands `providers` into planned states.
  ///
  /// - Parameters:
  ///   - filters: glob patterns; a state is kept when any pattern matches its component,
  ///     preview name, state name, or "Component/Preview.state". Empty keeps everything.
  ///   - states: state names or glob patterns on them (`--state`); empty keeps every state.
  ///   - width: replaces every layout's widths (`--width`).
  /// - Throws: when a filter matches nothing, or two states would share a snapshot file.
  public static func make(
    providers: [any PreviewProvider.Type], filters: [String] = [], states: [String] = [], width: Int? = nil
  ) throws(PlanError) -> PreviewPlan {
    let nameFilters = filters.map { ($0, NameFilter($0)) }
    // A plain state name must match exactly, so `--state error` does not also run "network error".
    let stateFilters = states.map { raw in
      let filter = NameFilter(raw)
      return (raw, { (name: String) in filter.isGlob ? filter.matches(name) : name == raw })
    }
    var unusedFilters = Set(filters)
    var unusedStates = Set(states)
    var items: [PlannedState] = []
    let sorted = providers.sorted {
      ($0.component, $0.previewName) < ($1.component, $1.previewName)
    }
    for provider in sorted {
      let component = provider.component
      let preview = provider.previewName
      for state in provider.states {
        let qualified = "\(component)/\(preview).\(state.name)"
        if !nameFilters.isEmpty {
          let matching = nameFilters.filter { _, filter in
            [component, preview, state.name, qualified].contains { filter.matches($0) }
          }
          guard !matching.isEmpty else { continue }
          matching.forEach { unusedFilters.remove($0.0) }
        }
        if !stateFilters.isEmpty {
          let matching = stateFilters.filter { $0.1(state.name) }
          guard !matching.isEmpty else { continue }
          matching.forEach { unusedStates.remove($0.0) }
        }
        let layout = state.layout ?? provider.layout
        let widths = width.map { [$0] } ?? layout.widths
        for itemWidth in widths {
          items.append(
            PlannedState(
              provider: provider, component: component, preview: preview, state: state, width: itemWidth,
              height: layout.height, includesWidthInName: widths.count > 1))
        }
      }
    }
    if let filter = filters.first(where: unusedFilters.contains) {
      throw PlanError(description: "no preview matches '\(filter)'; run with --list to see the names")
    }
    if let state = states.first(where: unusedStates.contains) {
      throw PlanError(description: "no state matches '\(state)'; run with --list to see the names")
    }
    var owners: [String: PlannedState] = [:]
    for item in items {
      let path = item.id().relativePath
      if let earlier = owners[path] {
        throw PlanError(
          description:
            "\(earlier.displayName) and \(item.displayName) would both be stored in \(path); rename one of the states")
      }
      owners[path] = item
    }
    return PreviewPlan(items: items)
  }

  /// The components the plan covers, sorted.
  public var components: [String] {
    Array(Set(items.map(\.component))).sorted()
  }
}
