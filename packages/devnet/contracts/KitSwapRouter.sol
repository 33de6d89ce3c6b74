// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {KitSwapPair} from "./KitSwapPair.sol";

interface IKitRouterToken {
    function transfer(address to, uint256 value) external returns (bool);

    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

interface IKitWrappedNative is IKitRouterToken {
    function deposit() external payable;

    function withdraw(uint256 value) external;
}

/// @title KitSwapRouter
/// @notice Creates the constant-product pairs (one per token pair) and swaps through them, one
/// pair per swap. The native currency is wrapped into `wrappedNative` on the way in and unwrapped
/// on the way out. Every swap has a deadline (Unix seconds) and a minimum output.
contract KitSwapRouter {
    /// @notice How `Swapped` names the native currency (the usual placeholder address).
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable wrappedNative;
    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 count);
    /// @notice One swap, with `NATIVE` for the native currency: a log-reading history sees the
    /// native output of a swap too, which moves by an internal call and has no log of its own.
    event Swapped(
        address indexed sender,
        address indexed to,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    modifier ensure(uint256 deadline) {
        require(block.timestamp <= deadline, "KitSwapRouter: expired");
        _;
    }

    constructor(address wrappedNative_) {
        wrappedNative = wrappedNative_;
    }

    /// @dev Only unwrapping sends native currency here.
    receive() external payable {
        require(msg.sender == wrappedNative, "KitSwapRouter: unexpected native transfer");
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice Output for `amountIn` given the reserves, after the 0.3% fee, rounded down.
    function getAmountOut(
        uint256 amountIn,
        uint256 reserveIn,
        uint256 reserveOut
    ) public pure returns (uint256) {
        require(amountIn > 0, "KitSwapRouter: insufficient input amount");
        require(reserveIn > 0 && reserveOut > 0, "KitSwapRouter: insufficient liquidity");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @notice The reserves of the pair of `tokenIn` and `tokenOut`, in that order.
    function getReserves(
        address tokenIn,
        address tokenOut
    ) public view returns (uint256 reserveIn, uint256 reserveOut) {
        address pair = getPair[tokenIn][tokenOut];
        require(pair != address(0), "KitSwapRouter: no pair");
        (uint256 reserve0, uint256 reserve1) = KitSwapPair(pair).getReserves();
        (reserveIn, reserveOut) = tokenIn < tokenOut ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice What swapping `amountIn` of `tokenIn` gives of `tokenOut` now.
    function quote(
        uint256 amountIn,
        address tokenIn,
        address tokenOut
    ) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        return getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function createPair(address tokenA, address tokenB) public returns (address pair) {
        require(tokenA != tokenB, "KitSwapRouter: identical tokens");
        require(tokenA != address(0) && tokenB != address(0), "KitSwapRouter: zero address");
        require(getPair[tokenA][tokenB] == address(0), "KitSwapRouter: pair exists");
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        pair = address(new KitSwapPair(token0, token1));
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    /// @notice Deposits both amounts as given (creating the pair if needed; the first deposit
    /// sets the price) and credits `to` with the liquidity shares.
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountA,
        uint256 amountB,
        address to
    ) external returns (uint256 liquidity) {
        address pair = _pairOrCreate(tokenA, tokenB);
        _pull(tokenA, pair, amountA);
        _pull(tokenB, pair, amountB);
        liquidity = KitSwapPair(pair).mint(to);
    }

    /// @notice `addLiquidity` with the native currency sent along as the other side.
    function addLiquidityNative(
        address token,
        uint256 amountToken,
        address to
    ) external payable returns (uint256 liquidity) {
        address pair = _pairOrCreate(token, wrappedNative);
        _pull(token, pair, amountToken);
        _wrapTo(pair, msg.value);
        liquidity = KitSwapPair(pair).mint(to);
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address tokenIn,
        address tokenOut,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountOut) {
        amountOut = _checkedQuote(amountIn, tokenIn, tokenOut, amountOutMin);
        address pair = getPair[tokenIn][tokenOut];
        _pull(tokenIn, pair, amountIn);
        _swap(pair, tokenIn, amountOut, to);
        emit Swapped(msg.sender, to, tokenIn, tokenOut, amountIn, amountOut);
    }

    function swapExactNativeForTokens(
        uint256 amountOutMin,
        address tokenOut,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountOut) {
        amountOut = _checkedQuote(msg.value, wrappedNative, tokenOut, amountOutMin);
        address pair = getPair[wrappedNative][tokenOut];
        _wrapTo(pair, msg.value);
        _swap(pair, wrappedNative, amountOut, to);
        emit Swapped(msg.sender, to, NATIVE, tokenOut, msg.value, amountOut);
    }

    function swapExactTokensForNative(
        uint256 amountIn,
        uint256 amountOutMin,
        address tokenIn,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountOut) {
        amountOut = _checkedQuote(amountIn, tokenIn, wrappedNative, amountOutMin);
        address pair = getPair[tokenIn][wrappedNative];
        _pull(tokenIn, pair, amountIn);
        _swap(pair, tokenIn, amountOut, address(this));
        IKitWrappedNative(wrappedNative).withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "KitSwapRouter: native transfer failed");
        emit Swapped(msg.sender, to, tokenIn, NATIVE, amountIn, amountOut);
    }

    function _checkedQuote(
        uint256 amountIn,
        address tokenIn,
        address tokenOut,
        uint256 amountOutMin
    ) private view returns (uint256 amountOut) {
        amountOut = quote(amountIn, tokenIn, tokenOut);
        require(amountOut >= amountOutMin, "KitSwapRouter: insufficient output amount");
    }

    function _swap(address pair, address tokenIn, uint256 amountOut, address to) private {
        (uint256 amount0Out, uint256 amount1Out) = tokenIn == KitSwapPair(pair).token0()
            ? (uint256(0), amountOut)
            : (amountOut, uint256(0));
        KitSwapPair(pair).swap(amount0Out, amount1Out, to);
    }

    function _pairOrCreate(address tokenA, address tokenB) private returns (address pair) {
        pair = getPair[tokenA][tokenB];
        if (pair == address(0)) pair = createPair(tokenA, tokenB);
    }

    function _wrapTo(address pair, uint256 value) private {
        IKitWrappedNative(wrappedNative).deposit{value: value}();
        require(IKitRouterToken(wrappedNative).transfer(pair, value), "KitSwapRouter: transfer failed");
    }

    /// @dev Moves `value` of `token` from the caller to `to` (the caller approved the router).
    function _pull(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(
            abi.encodeCall(IKitRouterToken.transferFrom, (msg.sender, to, value))
        );
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "KitSwapRouter: transferFrom failed");
    }
}
