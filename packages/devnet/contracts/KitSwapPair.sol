// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IKitSwapToken {
    function balanceOf(address owner) external view returns (uint256);

    function transfer(address to, uint256 value) external returns (bool);
}

/// @title KitSwapPair
/// @notice One constant-product pool (x * y = k) of two ERC-20s with a 0.3% fee on the input, in
/// the manner of Uniswap V2 but smaller: no flash swaps, no price oracle, no withdrawals.
/// Tokens are sent to the pair first; `mint` and `swap` then account for what arrived.
contract KitSwapPair {
    /// @notice The router that created the pair.
    address public immutable router;
    address public immutable token0;
    address public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;
    /// @notice Liquidity shares (not transferable; the local pools are never withdrawn).
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 private _unlocked = 1;

    event Mint(address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint256 reserve0, uint256 reserve1);

    modifier lock() {
        require(_unlocked == 1, "KitSwapPair: locked");
        _unlocked = 0;
        _;
        _unlocked = 1;
    }

    constructor(address token0_, address token1_) {
        router = msg.sender;
        token0 = token0_;
        token1 = token1_;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// @notice Credits `to` with liquidity shares for the tokens sent since the last update.
    function mint(address to) external lock returns (uint256 liquidity) {
        uint256 balance0 = IKitSwapToken(token0).balanceOf(address(this));
        uint256 balance1 = IKitSwapToken(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;
        liquidity = totalSupply == 0
            ? _sqrt(amount0 * amount1)
            : _min((amount0 * totalSupply) / reserve0, (amount1 * totalSupply) / reserve1);
        require(liquidity > 0, "KitSwapPair: insufficient liquidity minted");
        totalSupply += liquidity;
        balanceOf[to] += liquidity;
        _update(balance0, balance1);
        emit Mint(to, amount0, amount1, liquidity);
    }

    /// @notice Sends the amounts out to `to` if the tokens sent in keep k (after the 0.3% fee).
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        require(amount0Out > 0 || amount1Out > 0, "KitSwapPair: insufficient output amount");
        require(amount0Out < reserve0 && amount1Out < reserve1, "KitSwapPair: insufficient liquidity");
        require(to != token0 && to != token1, "KitSwapPair: invalid to");
        if (amount0Out > 0) _send(token0, to, amount0Out);
        if (amount1Out > 0) _send(token1, to, amount1Out);
        uint256 balance0 = IKitSwapToken(token0).balanceOf(address(this));
        uint256 balance1 = IKitSwapToken(token1).balanceOf(address(this));
        uint256 amount0In = balance0 > reserve0 - amount0Out ? balance0 - (reserve0 - amount0Out) : 0;
        uint256 amount1In = balance1 > reserve1 - amount1Out ? balance1 - (reserve1 - amount1Out) : 0;
        require(amount0In > 0 || amount1In > 0, "KitSwapPair: insufficient input amount");
        // k may only grow: the input counts at 99.7%, the other 0.3% stays in the pool.
        uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
        uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
        require(adjusted0 * adjusted1 >= reserve0 * reserve1 * 1_000_000, "KitSwapPair: K");
        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        reserve0 = balance0;
        reserve1 = balance1;
        emit Sync(balance0, balance1);
    }

    function _send(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeCall(IKitSwapToken.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "KitSwapPair: transfer failed");
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }

    /// @dev Babylonian method, rounding down.
    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
