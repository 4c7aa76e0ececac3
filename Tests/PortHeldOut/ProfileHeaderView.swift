import SwiftUI

struct ProfileHeaderView: View {
  let name: String
  let handle: String
  let followers: Int
  let following: Int

  var body: some View {
    VStack(spacing: 12) {
      Circle()
        .fill(Color(.systemGray6))
        .frame(width: 96, height: 96)
        .overlay(
          Image(systemName: "person.fill")
            .font(.system(size: 44))
            .foregroundColor(Color(uiColor: .systemGray2))
        )
        .overlay(Circle().stroke(Color.white, lineWidth: 3))
        .shadow(color: .black.opacity(0.15), radius: 6, x: 0, y: 3)

      Text(name)
        .font(.title2)
        .fontWeight(.semibold)
      Text("@\(handle)")
        .foregroundColor(.secondary)

      HStack(spacing: 32) {
        stat(followers, "Followers")
        stat(following, "Following")
      }
    }
    .padding()
    .frame(maxWidth: .infinity)
    .background(Color(UIColor.systemBackground))
  }

  private func stat(_ value: Int, _ label: String) -> some View {
    VStack {
      Text("\(value)").font(.headline)
      Text(label).font(.caption).foregroundColor(.secondary)
    }
  }
}

struct ProfileHeaderView_Previews: PreviewProvider {
  static var previews: some View {
    ProfileHeaderView(name: "Robin Park", handle: "robinp", followers: 1_204, following: 321)
  }
}
