import TextUI

/// One item with the things a user does to it: an Edit button in the navigation bar opens a
/// sheet, Delete asks for confirmation in a dialog, and a failure is shown in an alert.
///
/// Written as a SwiftUI screen is, with `.toolbar`, `.sheet`, `.confirmationDialog` and
/// `.alert`, each bound to a flag of the view model.
public struct ItemActionsView: View {
  @State private var viewModel: ItemActionsViewModel

  public init(item: Item, store: any ItemStore) {
    _viewModel = State(initialValue: ItemActionsViewModel(item: item, store: store))
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      if viewModel.isDeleted {
        Label("Deleted from your reading list.", systemImage: "trash").dim()
      } else {
        details
        Button("Delete Item", role: .destructive) { viewModel.isConfirmingDelete = true }
      }
    }
    .navigationTitle("Item")
    .toolbar {
      if !viewModel.isDeleted {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Edit") { viewModel.isEditing = true }
        }
      }
    }
    .sheet(isPresented: $viewModel.isEditing) {
      ItemEditSheet(item: viewModel.item) { title, author in
        Task { await viewModel.save(title: title, author: author) }
      }
      .presentationDetents([.large])
    }
    .confirmationDialog(
      "Delete “\(viewModel.item.title)”?", isPresented: $viewModel.isConfirmingDelete, titleVisibility: .visible
    ) {
      Button("Delete", role: .destructive) {
        Task { await viewModel.delete() }
      }
    } message: {
      Text("Its notes are deleted with it.")
    }
    .alert("Something went wrong", isPresented: $viewModel.isShowingFailure) {
      Button("OK", role: .cancel) {}
    } message: {
      Text(viewModel.failureMessage)
    }
  }

  private var details: some View {
    let item = viewModel.item
    return VStack(alignment: .leading) {
      Text(item.title).bold()
      Text("by \(item.author)")
      Text(item.tags.map { "#\($0)" }.joined(separator: " ")).foregroundColor(.magenta)
    }
  }
}

/// The edit sheet: the title and author in a form, Cancel and Save in its own bar.
struct ItemEditSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title: String
  @State private var author: String
  let save: (String, String) -> Void

  init(item: Item, save: @escaping (String, String) -> Void) {
    _title = State(initialValue: item.title)
    _author = State(initialValue: item.author)
    self.save = save
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("Title") { TextField("Title", text: $title) }
        Section("Author") { TextField("Author", text: $author) }
      }
      .navigationTitle("Edit Item")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { save(title, author) }
        }
      }
    }
  }
}
