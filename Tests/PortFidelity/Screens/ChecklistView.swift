import TextUI

struct ChecklistView: View {
  @State private var milk = true
  @State private var dog = false
  @State private var mom = false
  @State private var laundry = true

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Today")
        .font(.largeTitle)
        .bold()
      Text("2 of 4 done")
        .foregroundStyle(.secondary)
      Toggle("Buy milk", isOn: $milk)
      Toggle("Walk the dog", isOn: $dog)
      Toggle("Call mom", isOn: $mom)
      Toggle("Do the laundry", isOn: $laundry)
      Spacer()
    }
    .padding()
  }
}

struct ChecklistView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    ChecklistView()
  }
}
