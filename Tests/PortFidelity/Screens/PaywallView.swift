import TextUI

struct PaywallView: View {
  @State private var yearly = true
  private let features = ["Unlimited projects", "Sync across devices", "Custom themes", "Priority support"]

  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: "crown.fill")
        .font(.system(size: 56))
        .foregroundStyle(.yellow)
      Text("Go Premium")
        .font(.largeTitle)
        .bold()
      VStack(alignment: .leading, spacing: 12) {
        ForEach(features, id: \.self) { feature in
          Label(feature, systemImage: "checkmark.circle.fill")
        }
      }
      HStack(spacing: 12) {
        plan(title: "Monthly", price: "$4.99", selected: !yearly)
          .onTapGesture { yearly = false }
        plan(title: "Yearly", price: "$39.99", selected: yearly)
          .onTapGesture { yearly = true }
      }
      Button {
      } label: {
        Text("Subscribe")
          .font(.headline)
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color.accentColor)
          .foregroundStyle(.white)
          .cornerRadius(12)
      }
      Button("Restore Purchases") {}
        .font(.footnote)
    }
    .padding(24)
  }

  private func plan(title: String, price: String, selected: Bool) -> some View {
    VStack(spacing: 4) {
      Text(title)
        .font(.subheadline)
      Text(price)
        .font(.title3)
        .bold()
    }
    .frame(maxWidth: .infinity)
    .padding()
    .overlay(
      RoundedRectangle(cornerRadius: 12)
        .stroke(selected ? Color.accentColor : Color.gray, lineWidth: selected ? 2 : 1)
    )
  }
}

struct PaywallView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    PaywallView()
  }
}
