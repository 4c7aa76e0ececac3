import Foundation
import PreviewSnapshots
import TextUI

/// The previews as the agent server knows them: every provider's declarations, read where its
/// code runs, and those that could not be read. Finds a preview and a state by the names an
/// agent gives, and says which names exist when one does not.
struct PreviewCatalog {
  /// The providers read, by component then preview.
  var previews: [PreviewDescription]
  /// The providers whose declarations could not be read.
  var unreadable: [DiscoveryFailure]

  init(_ described: [Result<PreviewDescription, DiscoveryFailure>]) {
    previews = []
    unreadable = []
    for result in described {
      switch result {
      case .success(let description): previews.append(description)
      case .failure(let failure): unreadable.append(failure)
      }
    }
    previews.sort { ($0.component, $0.preview) < ($1.component, $1.preview) }
  }

  /// The preview `name` names: a provider's type name, `Component/Provider`, or a component
  /// with one provider.
  func preview(named name: String) throws(ToolProblem) -> PreviewDescription {
    if let exact = previews.first(where: { $0.preview == name || "\($0.component)/\($0.preview)" == name }) {
      return exact
    }
    let byComponent = previews.filter { $0.component == name }
    if byComponent.count == 1 { return byComponent[0] }
    if byComponent.count > 1 {
      throw .failed(
        "the component \(name) has several previews: \(byComponent.map(\.preview).joined(separator: ", ")); name one")
    }
    if let failure = unreadable.first(where: { $0.preview == name }) {
      throw .failed("\(failure.message)")
    }
    let names = previews.flatMap { [$0.component, $0.preview] }
    let suggestion = PreviewPlan.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
    throw .failed("no preview named '\(name)'\(suggestion) (list_previews lists them)")
  }

  /// The state `name` of `preview`, and its index.
  func state(named name: String, of preview: PreviewDescription) throws(ToolProblem) -> (
    index: Int, state: PreviewDescription.State
  ) {
    if let index = preview.states.firstIndex(where: { $0.name == name }) { return (index, preview.states[index]) }
    let names = preview.states.map(\.name)
    let suggestion = PreviewPlan.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
    throw .failed(
      "\(preview.preview) has no state named '\(name)'; \(suggestion)its states are "
        + names.map { "'\($0)'" }.joined(separator: ", "))
  }

  /// The state `stateName` of `previewName` planned at `width` (its first declared width when
  /// `nil`), named as its snapshot is.
  func plannedState(
    preview previewName: String, state stateName: String, width: Int?, variant: String = ScreenSection.defaultVariant
  ) throws(ToolProblem) -> PlannedState {
    let preview = try preview(named: previewName)
    let (index, state) = try self.state(named: stateName, of: preview)
    let width = width ?? state.widths.first ?? 80
    var item = PlannedState(
      component: preview.component, preview: preview.preview, stateName: state.name, stateIndex: index,
      steps: state.steps, width: width, height: state.height,
      includesWidthInName: state.widths.count > 1 && state.widths.contains(width))
    item.variant = try self.variant(named: variant, of: preview)
    return item
  }

  /// The variant `name` of `preview`: `default` names its default variant (the light one, or
  /// its first when it has no default); otherwise the names of the variants it declares.
  func variant(named name: String, of preview: PreviewDescription) throws(ToolProblem) -> PreviewVariant {
    if name == ScreenSection.defaultVariant,
      let variant = preview.variants.first(where: \.isDefault) ?? preview.variants.first
    {
      return variant
    }
    if let variant = preview.variants.first(where: { $0.name == name }) { return variant }
    let names = preview.variants.map(\.name)
    let suggestion = PreviewPlan.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
    throw .failed(
      "\(preview.preview) has no variant named '\(name)'; \(suggestion)its variants are "
        + names.map { "'\($0)'" }.joined(separator: ", "))
  }

  /// The states `filters` and `states` select, as a run plans them, and the selected providers
  /// that fail the run unrendered (unreadable, or declaring no state).
  func plan(filters: [String], states: [String]) throws(ToolProblem) -> PlannedRun {
    do {
      let plan = try PreviewPlan.make(
        previews: previews, filters: filters, states: states, unreadablePreviews: unreadable.map(\.preview))
      return PlannedRun(
        plan: plan,
        unreadable: unreadable.filter { plan.unreadablePreviews.contains($0.preview) }
          + plan.statelessPreviews.map(DiscoveryFailure.noStates))
    } catch {
      throw .failed(error.description)
    }
  }

  /// Every state at each declared width, as a run plans them.
  var plannedStates: [PlannedState] {
    ((try? PreviewPlan.make(previews: previews))?.allItems) ?? []
  }
}

/// The address of a snapshot as a resource: `snapshot://component/provider/state[/variant]`,
/// with `?width=N` when the state declares several widths and `step=K` for the rendering after
/// its K-th scripted step. Each part is percent-encoded; the variant is left out for the
/// default variant and names any other (`/dark`).
struct SnapshotURI: Equatable {
  static let scheme = "snapshot://"
  /// The template `resources/templates/list` gives (RFC 6570).
  static let template = "snapshot://{component}/{preview}/{state}{/variant}{?width,step}"

  var component: String
  var preview: String
  var state: String
  var variant: String?
  var width: Int?
  var step: Int?

  /// The URI of the snapshot of `item` after step number `step` (`nil`: the first render).
  init(_ item: PlannedState, step: Int? = nil) {
    component = item.component
    preview = item.preview
    state = item.stateName
    variant = item.variant.isDefault ? nil : item.variant.name
    width = item.includesWidthInName ? item.width : nil
    self.step = step
  }

  /// The URI of the snapshot `id` names; its step is the number its step name starts with.
  init(_ id: SnapshotID) {
    component = id.component
    preview = id.preview
    state = id.state
    variant = id.variant
    width = id.includesWidthInName ? id.width : nil
    step = id.step.flatMap { Int($0.prefix { $0.isNumber }) }
  }

  /// The URI text.
  var text: String {
    var text = Self.scheme + [component, preview, state].map(Self.encoded).joined(separator: "/")
    if let variant { text += "/" + Self.encoded(variant) }
    var query: [String] = []
    if let width { query.append("width=\(width)") }
    if let step { query.append("step=\(step)") }
    if !query.isEmpty { text += "?" + query.joined(separator: "&") }
    return text
  }

  /// Reads a URI; why it is not one of this server's, otherwise.
  init(parsing text: String) throws(ToolProblem) {
    guard text.hasPrefix(Self.scheme) else {
      throw .invalidArguments(
        "'\(text)' is not a snapshot URI: they start with \(Self.scheme) (resources/list lists them)")
    }
    let rest = text.dropFirst(Self.scheme.count)
    let pathPart = rest.prefix { $0 != "?" }
    let queryPart = rest.dropFirst(pathPart.count + 1)
    let segments = pathPart.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).removingPercentEncoding ?? String($0)
    }
    guard (3...4).contains(segments.count), !segments.contains(where: \.isEmpty) else {
      throw .invalidArguments("'\(text)' does not have the form \(Self.template)")
    }
    component = segments[0]
    preview = segments[1]
    state = segments[2]
    variant = segments.count == 4 ? segments[3] : nil
    for pair in queryPart.split(separator: "&") where !pair.isEmpty {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Int(parts[1]), number > 0 else {
        throw .invalidArguments("'\(text)': '\(pair)' is not width=N or step=N")
      }
      switch parts[0] {
      case "width": width = number
      case "step": step = number
      default: throw .invalidArguments("'\(text)': unknown query '\(parts[0])' (width and step are known)")
      }
    }
  }

  private static func encoded(_ part: String) -> String {
    part.addingPercentEncoding(withAllowedCharacters: unreserved) ?? part
  }

  /// RFC 3986's unreserved characters: everything else in a part is percent-encoded.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
