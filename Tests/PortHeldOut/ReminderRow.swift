import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
          .foregroundColor(configuration.isOn ? .accentColor : .secondary)
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

struct ReminderRow: View {
  @Binding var item: TodoItem

  var body: some View {
    Toggle(item.title, isOn: $item.isDone)
      .toggleStyle(CheckboxToggleStyle())
  }
}

struct RemindersList: View {
  @State private var items = TodoItem.samples

  var body: some View {
    List($items) { $item in
      ReminderRow(item: $item)
    }
  }
}

struct ReminderRow_Previews: PreviewProvider {
  static var previews: some View {
    RemindersList()
  }
}
